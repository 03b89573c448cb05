import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BookPharmacyServiceScreen } from './book-pharmacy-service-screen';
import { serviceStepData } from './service-booking.fixtures';

const meta = {
  title: 'Pharmacy services/Booking/Service step',
  component: BookPharmacyServiceScreen,
  parameters: {
    route: '/my-services/pharmacy-services/book',
    gateway: { BookPharmacyServiceScreen: serviceStepData() },
  },
} satisfies Meta<typeof BookPharmacyServiceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { BookPharmacyServiceScreen: { pending: true } } },
};

/** The bookable services, one with a price, one with sub types, one booked elsewhere. */
export const Services: Story = {};

/** A service with sub types chosen, and Search pressed before choosing one. */
export const SubTypeNotChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('Travel vaccinations'));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(
      await canvas.findByRole('link', { name: 'Select the type of service you need' }),
    ).toBeVisible();
  },
};

/** 'Your pharmacy is not currently accepting bookings. Please check back soon.' */
export const NotAcceptingBookings: Story = {
  parameters: { gateway: { BookPharmacyServiceScreen: serviceStepData([], false) } },
};

export const LoadFailed: Story = {
  parameters: {
    gateway: { BookPharmacyServiceScreen: { errorCode: 'pharmacyServices.servicesLoadFailed' } },
  },
};
