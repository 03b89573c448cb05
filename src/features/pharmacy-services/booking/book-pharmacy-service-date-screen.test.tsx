import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { serviceBookingDestinations } from '../../../testing/booking-destinations';
import type { GatewayMocks } from '../../../testing/gateway-mock';
import { renderScreen } from '../../../testing/render-screen';
import { expectFocusAround } from '../../../testing/screen-test-helpers';
import { BookPharmacyServiceDateScreen } from './book-pharmacy-service-date-screen';
import { dateStepAnswer } from './service-booking.fixtures';
import { anyIdempotencyKey } from '../../../testing/idempotency-key-matcher';

const path = '/my-services/pharmacy-services/book/date';
const travelDecember = '?service=svc-travel&subType=sub-hep-a&month=2026-12';
const booked = {
  data: {
    bookPharmacyService: {
      id: 'booking-1',
      serviceName: 'Travel vaccinations',
      subType: 'Hepatitis A',
      start: '2026-12-01T09:15:00.000Z',
    },
  },
};

function renderStep(search = travelDecember, gateway: GatewayMocks = {}) {
  return renderScreen(<BookPharmacyServiceDateScreen />, {
    route: `${path}${search}`,
    routes: serviceBookingDestinations.filter((route) => route.path !== path),
    gateway: {
      BookPharmacyServiceDateScreen: dateStepAnswer(),
      BookPharmacyService: booked,
      ...gateway,
    },
  });
}

const monthsAsked = (calls: { operationName: string; variables: Record<string, unknown> }[]) =>
  calls
    .filter((call) => call.operationName === 'BookPharmacyServiceDateScreen')
    .map((call) => `${String(call.variables.year)}-${String(call.variables.month)}`);

describe('BookPharmacyServiceDateScreen', () => {
  it('books a free time on an available date for the chosen service and sub type', async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderStep();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a date and time' }),
    ).toBeVisible();
    expect(screen.getByText('Travel vaccinations: Hepatitis A')).toBeVisible();
    // jsdom leaves out the space nhsuk-frontend's CSS puts before the hidden text ('Edit Service').
    expect(screen.getByRole('link', { name: /^Edit ?Service$/ })).toHaveAttribute(
      'href',
      '/my-services/pharmacy-services/book?service=svc-travel&subType=sub-hep-a',
    );
    expect(gatewayCalls[0]?.variables).toEqual({
      serviceId: 'svc-travel',
      subType: 'sub-hep-a',
      year: 2026,
      month: 12,
      withCalendar: true,
    });
    expect(await axe(container)).toHaveNoViolations();

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(await screen.findByLabelText('Tuesday 1 December 2026'));
    // The times appearing below are announced.
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 free times on Tuesday 1 December 2026, below the dates',
    );
    const times = screen.getByRole('group', {
      name: 'Available times on Tuesday 1 December 2026',
    });
    expect(within(times).getByRole('group', { name: 'Morning' })).toBeInTheDocument();
    expect(
      within(within(times).getByRole('group', { name: 'Afternoon' })).getByLabelText(
        '1:45pm to 2pm',
      ),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(times).getByLabelText('9:15am to 9:30am'));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(/^Confirmed page/)).toBeInTheDocument();
    expect(
      gatewayCalls.find((call) => call.operationName === 'BookPharmacyService')?.variables,
    ).toEqual({
      input: { serviceId: 'svc-travel', subType: 'Hepatitis A', start: '2026-12-01T09:15:00.000Z' },
      idempotencyKey: anyIdempotencyKey,
    });
  });

  it('reads each month once and keeps it: back to a month seen is not asked again (spec §4, §9)', async () => {
    const user = userEvent.setup();
    const { gatewayCalls } = renderStep('?service=svc-flu&month=2026-12');
    await user.click(await screen.findByRole('link', { name: /Next month.*January 2027/ }));
    expect(await screen.findByText('There are no free times in January 2027.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'January 2027' })).toHaveFocus();
    // The service's last month: no way further.
    expect(screen.queryByRole('link', { name: /Next month/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Previous month.*December 2026/ }));
    expect(await screen.findByLabelText('Thursday 3 December 2026')).toBeInTheDocument();
    expect(monthsAsked(gatewayCalls)).toEqual(['2026-12', '2027-1']);
  });

  it('asks for a date, then for a time', async () => {
    const user = userEvent.setup();
    const { container } = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    const dateLink = await screen.findByRole('link', { name: 'Select a date' });
    expect(dateLink).toHaveAttribute('href', '#service-date-0');
    await expectFocusAround(dateLink);
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByLabelText('Thursday 3 December 2026'));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    const timeLink = await screen.findByRole('link', { name: 'Select a time' });
    expect(timeLink).toHaveAttribute('href', '#service-time-0');
    expect(screen.queryByRole('link', { name: 'Select a date' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the time was just taken, and stays with the service", async () => {
    const user = userEvent.setup();
    const taken =
      'Sorry, this time has just been booked by someone else. Please choose another time.';
    const { container, gatewayCalls } = renderStep(travelDecember, {
      BookPharmacyService: { errorCode: 'pharmacyServices.bookFailed', serverMessage: taken },
    });
    await user.click(await screen.findByLabelText('Tuesday 1 December 2026'));
    await user.click(screen.getByLabelText('9:15am to 9:30am'));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(taken)).toBeVisible();
    expect(document.title).toMatch(/^Error: /);
    expect(screen.getByText('Travel vaccinations: Hepatitis A')).toBeVisible();
    // The month is read again, so that the time taken goes.
    await waitFor(() => expect(monthsAsked(gatewayCalls)).toEqual(['2026-12', '2026-12']));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the catalogue message when booking fails otherwise', async () => {
    const user = userEvent.setup();
    renderStep(travelDecember, {
      BookPharmacyService: { errorCode: 'pharmacyServices.bookFailed' },
    });
    await user.click(await screen.findByLabelText('Thursday 3 December 2026'));
    await user.click(screen.getByLabelText('11:30am to 11:45am'));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Unable to book service at this time.')).toBeVisible();
  });

  it('shows the link of a service booked elsewhere instead of a calendar', async () => {
    const { container, gatewayCalls } = renderStep('?service=svc-covid');
    expect(
      await screen.findByRole('link', { name: 'Book a COVID-19 vaccination on NHS.UK' }),
    ).toHaveAttribute('href', 'https://www.nhs.uk/nhs-services/vaccination-and-booking-services/');
    expect(
      screen.getByText('COVID-19 vaccinations are booked through the National Booking Service.'),
    ).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(gatewayCalls[0]?.variables.withCalendar).toBe(false);
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    [
      'the availability search fails',
      { errorCode: 'pharmacyServices.availabilityFailed' },
      'Unable to search for service availability at this time. Please try again.',
    ],
    [
      'the availability search is refused (422)',
      {
        errorCode: 'pharmacyServices.availabilityFailed',
        serverMessage: 'This service is not taking bookings in December.',
      },
      'This service is not taking bookings in December.',
    ],
    [
      'the services cannot be read',
      { errorCode: 'pharmacyServices.servicesLoadFailed' },
      'Unable to retrieve services list at this time. Please try again.',
    ],
  ])('shows the right message when %s', async (_situation, answer, message) => {
    const { container } = renderStep(travelDecember, { BookPharmacyServiceDateScreen: answer });
    expect(await screen.findByText(message)).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens a month outside the service dates at the nearest one, and starts again without a service', async () => {
    renderStep('?service=svc-flu&month=2025-01');
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
  });

  it('starts the flow again without a service or a sub type the service needs', async () => {
    renderStep('?month=2026-12');
    expect(await screen.findByText('Service step')).toBeInTheDocument();
  });

  it('starts the flow again when the service needs a sub type and has none', async () => {
    renderStep('?service=svc-travel&month=2026-12');
    expect(await screen.findByText('Service step')).toBeInTheDocument();
  });
});
