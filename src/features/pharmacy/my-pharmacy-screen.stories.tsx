import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyPharmacyScreen } from './my-pharmacy-screen';
import { myPharmacy, myPharmacyGateway } from './pharmacy.fixtures';

const meta = {
  title: 'Pharmacy/My pharmacy screen',
  component: MyPharmacyScreen,
  parameters: { route: '/my-details/my-pharmacy', gateway: myPharmacyGateway() },
} satisfies Meta<typeof MyPharmacyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { MyPharmacyScreen: { pending: true } } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { MyPharmacyScreen: { errorCode: 'common.unexpected' } } },
};

/** Booking enabled: 'Book a pharmacy service' shows. */
export const Default: Story = {};

export const WithoutBooking: Story = {
  parameters: { gateway: myPharmacyGateway({ booking: false }) },
};

/** No telephone number and no services listed. */
export const FewDetails: Story = {
  parameters: {
    gateway: myPharmacyGateway({
      pharmacy: { ...myPharmacy, telephoneNumber: null, servicesOffered: [] },
    }),
  },
};
