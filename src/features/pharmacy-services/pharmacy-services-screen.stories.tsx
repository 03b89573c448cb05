import type { Meta, StoryObj } from '@storybook/react-vite';
import { PharmacyServicesScreen } from './pharmacy-services-screen';
import { fluBooking, pharmacyServicesData } from './pharmacy-services.fixtures';

const meta = {
  title: 'Pharmacy services/Pharmacy services screen',
  component: PharmacyServicesScreen,
  parameters: {
    route: '/my-services/pharmacy-services',
    gateway: { PharmacyServicesScreen: pharmacyServicesData() },
  },
} satisfies Meta<typeof PharmacyServicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { PharmacyServicesScreen: { pending: true } } },
};

/** One booking in person (with a map link) and one by video (with 'Show password'). */
export const Populated: Story = {};

/** 'You don't have any appointments booked.' */
export const Empty: Story = {
  parameters: { gateway: { PharmacyServicesScreen: pharmacyServicesData([]) } },
};

/** 'Your pharmacy is not currently accepting bookings. Please check back soon.' */
export const NotAcceptingBookings: Story = {
  parameters: {
    gateway: { PharmacyServicesScreen: pharmacyServicesData([], { booking: false }) },
  },
};

/** One booking, at a pharmacy without coordinates: 'There was a problem opening the map.' */
export const WithoutMapCoordinates: Story = {
  parameters: {
    gateway: {
      PharmacyServicesScreen: pharmacyServicesData([fluBooking], {
        pharmacy: { businessName: 'Quayside Pharmacy', latitude: null, longitude: null },
      }),
    },
  },
};

export const LoadFailed: Story = {
  parameters: {
    gateway: { PharmacyServicesScreen: { errorCode: 'pharmacyServices.bookingsLoadFailed' } },
  },
};
