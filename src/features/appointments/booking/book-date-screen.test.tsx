import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../../testing/gateway-mock';
import { renderScreen } from '../../../testing/render-screen';
import { expectFocusAround } from '../../../testing/screen-test-helpers';
import { BookDateScreen } from './book-date-screen';
import { sessionDatesData } from './booking.fixtures';
import { bookingDestinations } from '../../../testing/booking-destinations';

const path = '/my-services/appointments/book/date';

function renderDate(search = '?type=Telephone&sex=Female', gateway: GatewayMocks = {}) {
  return renderScreen(<BookDateScreen />, {
    route: `${path}${search}`,
    routes: bookingDestinations.filter((route) => route.path !== path),
    gateway: { BookDateScreen: sessionDatesData(), ...gateway },
  });
}

describe('BookDateScreen', () => {
  it('offers the dates with sessions as radios grouped by week, for the choices so far', async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderDate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a date' })).toBeVisible();
    expect(gatewayCalls.find((call) => call.operationName === 'BookDateScreen')?.variables).toEqual(
      {
        filter: {
          slotType: 'Telephone',
          practitionerType: null,
          clinicianSex: 'Female',
          clinicianId: null,
          date: null,
        },
      },
    );
    const firstWeek = screen.getByRole('group', {
      name: 'Week beginning Monday 30 November 2026',
    });
    expect(
      within(firstWeek)
        .getAllByRole('radio')
        .map((radio) => radio.id),
    ).toEqual(['appointment-date-0', 'appointment-date-1']);
    expect(within(firstWeek).getByLabelText('Tuesday 1 December 2026')).toBeInTheDocument();
    expect(within(firstWeek).getByLabelText('Thursday 3 December 2026')).toBeInTheDocument();
    const secondWeek = screen.getByRole('group', { name: 'Week beginning Monday 7 December 2026' });
    expect(within(secondWeek).getByLabelText('Monday 7 December 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/my-services/appointments/book/clinician?type=Telephone&sex=Female',
    );
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByLabelText('Thursday 3 December 2026'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Time step?type=Telephone&sex=Female&date=2026-12-03'),
    ).toBeInTheDocument();
  });

  it('refuses to go on without a date, and a date no longer offered is not chosen', async () => {
    const user = userEvent.setup();
    const { container } = renderDate('?type=Telephone&date=2026-12-02');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const link = await screen.findByRole('link', { name: 'Select a date for your appointment' });
    expect(link).toHaveAttribute('href', '#appointment-date-0');
    await expectFocusAround(link);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says 'No slots available.' when no date has a session", async () => {
    const { container } = renderDate(undefined, { BookDateScreen: sessionDatesData([]) });
    expect(await screen.findByText('No slots available.')).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your choices' })).toHaveAttribute(
      'href',
      '/my-services/appointments/book?type=Telephone&sex=Female',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the catalogue message when the sessions cannot be read', async () => {
    const { container } = renderDate(undefined, {
      BookDateScreen: { errorCode: 'appointments.sessionsFailed' },
    });
    expect(
      await screen.findByText('Unable to get appointment sessions at this time. Please try again.'),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('starts the flow again without a service chosen', async () => {
    renderDate('');
    expect(await screen.findByText('Service step')).toBeInTheDocument();
  });
});
