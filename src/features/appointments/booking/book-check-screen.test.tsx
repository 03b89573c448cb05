import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { AlertRegion } from '../../../components/alerts/alert-region';
import { alertStore } from '../../../components/alerts/alert-store';
import type { GatewayMocks } from '../../../testing/gateway-mock';
import { renderScreen } from '../../../testing/render-screen';
import { expectFocusAround, expectOneRequestWhileBusy } from '../../../testing/screen-test-helpers';
import { BookCheckScreen } from './book-check-screen';
import { checkData, checkRoute, daySessions } from './booking.fixtures';
import { bookingDestinations } from '../../../testing/booking-destinations';
import { anyIdempotencyKey } from '../../../testing/idempotency-key-matcher';

const path = '/my-services/appointments/book/check';

function renderCheck(gateway: GatewayMocks = {}, route = checkRoute) {
  return renderScreen(
    <main id="maincontent">
      <AlertRegion />
      <BookCheckScreen />
    </main>,
    {
      route,
      routes: bookingDestinations.filter((entry) => entry.path !== path),
      gateway: { BookCheckScreen: checkData(), ...gateway },
    },
  );
}

const contact = () => screen.getByRole('textbox', { name: 'Contact number' });
const confirm = () => screen.getByRole('button', { name: /appointment$/ });

describe('BookCheckScreen', () => {
  it("shows each choice with a 'Change' link to its step", async () => {
    const { container } = renderCheck();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your appointment details' }),
    ).toBeVisible();
    const rows = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Type', 'Telephone appointment'],
      ['Who', 'Any GP'],
      ['Clinician', 'Dr Amir Khan'],
      ['Date', 'Tuesday 1 December 2026'],
      ['Time', '2pm to 2:15pm'],
    ]);
    // jsdom leaves out the space nhsuk-frontend's CSS puts before the hidden text ('Change Date').
    const choices = checkRoute.slice(checkRoute.indexOf('?'));
    expect(screen.getByRole('link', { name: /^Change ?Date$/ })).toHaveAttribute(
      'href',
      `/my-services/appointments/book/date${choices}`,
    );
    expect(screen.getByRole('link', { name: /^Change ?Clinician$/ })).toHaveAttribute(
      'href',
      `/my-services/appointments/book/clinician${choices}`,
    );
    expect(
      screen.getByRole('textbox', { name: 'Reason for your appointment (optional)' }),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('books with the trimmed contact number, no reason as null, then the list says so', async () => {
    const user = userEvent.setup();
    const { gatewayCalls } = renderCheck({ BookAppointment: { data: { bookAppointment: true } } });
    await user.type(
      await screen.findByRole('textbox', { name: 'Contact number' }),
      ' 07700 900150 ',
    );
    await user.click(confirm());
    expect(await screen.findByText('Appointments list')).toBeInTheDocument();
    expect(gatewayCalls.filter((call) => call.operationName === 'BookAppointment')).toEqual([
      {
        operationName: 'BookAppointment',
        variables: {
          input: {
            sessionId: 'session-pm',
            slotId: 'slot-1400',
            startTime: '2026-12-01T14:00:00.000Z',
            endTime: '2026-12-01T14:15:00.000Z',
            contactNumber: '07700 900150',
            reason: null,
          },
          idempotencyKey: anyIdempotencyKey,
        },
      },
    ]);
    // Shown by the list's frame, after the route change.
    expect(alertStore.getState().alerts).toEqual([
      expect.objectContaining({
        kind: 'success',
        message: 'Your appointment has been booked.',
        keepForNextPage: true,
      }),
    ]);
  });

  it('refuses a blank contact number, and a blank reason the practice asks for', async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderCheck({ BookCheckScreen: checkData(true) });
    const reason = await screen.findByRole('textbox', { name: 'Reason for your appointment' });
    await user.type(reason, '   ');
    await user.type(contact(), '  ');
    await user.click(confirm());
    const contactLink = await screen.findByRole('link', { name: 'Enter a contact number' });
    expect(contactLink).toHaveAttribute('href', '#contact-number');
    expect(
      screen.getByRole('link', { name: 'Enter a reason for your appointment' }),
    ).toHaveAttribute('href', '#booking-reason');
    await expectFocusAround(contactLink);
    expect(document.title).toMatch(/^Error: Check your appointment details/);
    expect(gatewayCalls.map((call) => call.operationName)).not.toContain('BookAppointment');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends one request while booking, and says so on the button', async () => {
    const user = userEvent.setup();
    const { gatewayCalls } = renderCheck({ BookAppointment: { pending: true } });
    await user.type(await screen.findByRole('textbox', { name: 'Contact number' }), '07700 900150');
    await user.click(confirm());
    await expectOneRequestWhileBusy({
      user,
      button: confirm,
      busyText: 'Booking appointment',
      gatewayCalls,
      operationName: 'BookAppointment',
    });
  });

  it.each([
    ['appointments.bookFailed', 'Unable to book appointment at this time. Please try again.'],
    [
      'appointments.slotUnavailable',
      'Sorry, this appointment time is no longer available. Choose another time.',
    ],
  ])('says why booking failed (%s) and keeps the answers', async (errorCode, message) => {
    const user = userEvent.setup();
    const { container } = renderCheck({ BookAppointment: { errorCode } });
    await user.type(await screen.findByRole('textbox', { name: 'Contact number' }), '07700 900150');
    await user.click(confirm());
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(),
      ).toContain(message),
    );
    expect(contact()).toHaveValue('07700 900150');
    expect(document.title).toMatch(/^Error: /);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends the patient to choose a time again when the slot has gone', async () => {
    renderCheck({ BookCheckScreen: checkData(false, daySessions.slice(0, 1)) });
    expect(
      await screen.findByText('Time step?type=Telephone&practitioner=GP&date=2026-12-01'),
    ).toBeInTheDocument();
  });

  it('starts the flow again without a slot chosen', async () => {
    renderCheck({}, '/my-services/appointments/book/check?type=Telephone&date=2026-12-01');
    expect(await screen.findByText('Service step')).toBeInTheDocument();
  });
});
