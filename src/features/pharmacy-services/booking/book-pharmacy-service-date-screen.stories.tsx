import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BookPharmacyServiceDateScreen } from './book-pharmacy-service-date-screen';
import { dateStepAnswer } from './service-booking.fixtures';

const meta = {
  title: 'Pharmacy services/Booking/Date and time step',
  component: BookPharmacyServiceDateScreen,
  parameters: {
    route:
      '/my-services/pharmacy-services/book/date?service=svc-travel&subType=sub-hep-a&month=2026-12',
    gateway: { BookPharmacyServiceDateScreen: dateStepAnswer() },
  },
} satisfies Meta<typeof BookPharmacyServiceDateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { BookPharmacyServiceDateScreen: { pending: true } } },
};

/** December's available dates for travel vaccinations (Hepatitis A). */
export const Dates: Story = {};

/** A date chosen: its free times, morning and afternoon. */
export const Times: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('Tuesday 1 December 2026'));
    await expect(canvas.getByText('9:15am to 9:30am')).toBeVisible();
  },
};

/** A month with no free time. */
export const NoDatesThisMonth: Story = {
  parameters: {
    route: '/my-services/pharmacy-services/book/date?service=svc-flu&month=2027-01',
  },
};

/** 'Book' with nothing chosen. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Book' }));
    await expect(await canvas.findByRole('link', { name: 'Select a date' })).toBeVisible();
  },
};

/** The time was taken meanwhile: the server's message (spec part 2 §8, a 422). */
export const TimeTaken: Story = {
  parameters: {
    gateway: {
      BookPharmacyServiceDateScreen: dateStepAnswer(),
      BookPharmacyService: {
        errorCode: 'pharmacyServices.bookFailed',
        serverMessage:
          'Sorry, this time has just been booked by someone else. Please choose another time.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('Tuesday 1 December 2026'));
    await userEvent.click(canvas.getByLabelText('9:15am to 9:30am'));
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(await canvas.findByText(/just been booked by someone else/)).toBeVisible();
  },
};

/** A service booked elsewhere: its link instead of the calendar. */
export const ExternalLink: Story = {
  parameters: { route: '/my-services/pharmacy-services/book/date?service=svc-covid' },
};

export const AvailabilityFailed: Story = {
  parameters: {
    gateway: {
      BookPharmacyServiceDateScreen: { errorCode: 'pharmacyServices.availabilityFailed' },
    },
  },
};
