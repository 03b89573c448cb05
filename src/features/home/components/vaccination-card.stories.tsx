import type { Meta, StoryObj } from '@storybook/react-vite';
import { VaccinationCard } from './vaccination-card';

const meta = {
  title: 'Home/Vaccination card',
  component: VaccinationCard,
} satisfies Meta<typeof VaccinationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With pharmacy services on, the card leads to them. */
export const WithBookingLink: Story = {
  args: { bookingPath: '/my-services/pharmacy-services' },
};
