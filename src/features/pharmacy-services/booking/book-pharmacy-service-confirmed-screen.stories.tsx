import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookPharmacyServiceConfirmedScreen } from './book-pharmacy-service-confirmed-screen';

const meta = {
  title: 'Pharmacy services/Booking/Confirmed',
  component: BookPharmacyServiceConfirmedScreen,
  parameters: {
    route: {
      pathname: '/my-services/pharmacy-services/book/confirmed',
      state: {
        serviceName: 'Travel vaccinations',
        subType: 'Hepatitis A',
        start: '2026-12-01T09:15:00.000Z',
      },
    },
  },
} satisfies Meta<typeof BookPharmacyServiceConfirmedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just booked: the service, date and time. */
export const Confirmed: Story = {};

/** Reached again later (a reload): the confirmation alone. */
export const WithoutDetails: Story = {
  parameters: { route: '/my-services/pharmacy-services/book/confirmed' },
};
