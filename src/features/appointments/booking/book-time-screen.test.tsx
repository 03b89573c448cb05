import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../../testing/gateway-mock';
import { renderScreen } from '../../../testing/render-screen';
import { expectFocusAround } from '../../../testing/screen-test-helpers';
import { BookTimeScreen } from './book-time-screen';
import { timeData } from './booking.fixtures';
import { bookingDestinations } from '../../../testing/booking-destinations';

const path = '/my-services/appointments/book/time';

function renderTime(search = '?type=Telephone&date=2026-12-01', gateway: GatewayMocks = {}) {
  return renderScreen(<BookTimeScreen />, {
    route: `${path}${search}`,
    routes: bookingDestinations.filter((route) => route.path !== path),
    gateway: { BookTimeScreen: timeData(), ...gateway },
  });
}

describe('BookTimeScreen', () => {
  it("offers the date's slots grouped morning and afternoon, in London time, with the clinician", async () => {
    const user = userEvent.setup();
    const { container } = renderTime();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a time' })).toBeVisible();
    expect(screen.getByText('Tuesday 1 December 2026')).toBeVisible();
    const morning = screen.getByRole('group', { name: 'Morning' });
    const mornings = within(morning).getAllByRole('radio');
    expect(mornings).toHaveLength(2);
    expect(mornings[0]).toHaveAccessibleName('9:30am to 9:45am');
    expect(mornings[0]).toHaveAccessibleDescription('With Dr Priya Shah');
    expect(mornings[1]).toHaveAccessibleName('9:45am to 10am');
    const afternoon = screen.getByRole('group', { name: 'Afternoon' });
    expect(
      within(afternoon).getByRole('radio', { name: '2pm to 2:15pm' }),
    ).toHaveAccessibleDescription('With Dr Amir Khan');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(afternoon).getByRole('radio', { name: '2pm to 2:15pm' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'Check step?type=Telephone&date=2026-12-01&session=session-pm&slot=slot-1400',
      ),
    ).toBeInTheDocument();
  });

  it('refuses to go on without a time, with the error summary', async () => {
    const user = userEvent.setup();
    const { container } = renderTime();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const link = await screen.findByRole('link', { name: 'Select a time for your appointment' });
    expect(link).toHaveAttribute('href', '#appointment-time-0');
    await expectFocusAround(link);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says 'No slots available.' when the date's slots have all gone", async () => {
    const { container } = renderTime(undefined, { BookTimeScreen: timeData([]) });
    expect(await screen.findByText('No slots available.')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the catalogue message when the sessions cannot be read', async () => {
    const { container } = renderTime(undefined, {
      BookTimeScreen: { errorCode: 'appointments.sessionsFailed' },
    });
    expect(
      await screen.findByText('Unable to get appointment sessions at this time. Please try again.'),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('starts the flow again without a date chosen', async () => {
    renderTime('?type=Telephone');
    expect(await screen.findByText('Service step')).toBeInTheDocument();
  });
});
