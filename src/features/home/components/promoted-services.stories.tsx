import type { Meta, StoryObj } from '@storybook/react-vite';
import { plainPharmacy, promotingPharmacy } from '../home-screen.fixtures';
import { PromotedServices } from './promoted-services';

const meta = {
  title: 'Home/Promoted services',
  component: PromotedServices,
  args: { pharmacy: promotingPharmacy },
} satisfies Meta<typeof PromotedServices>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Promoting: Story = {};
/** The pharmacy promotes nothing: no section at all. */
export const NothingPromoted: Story = { args: { pharmacy: plainPharmacy } };
