import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AlertRegion } from '../../components/alerts/alert-region';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import { Destination, leaveAndComeBack } from '../../testing/screen-test-helpers';
import {
  appointmentsData,
  startedAppointment,
  telephoneAppointment,
} from './appointments.fixtures';
import { CancelAppointmentScreen } from './cancel-appointment-screen';

/** The cancel route (its :slotId read by the screen) with the frame's alert region, and the list it leaves for. */
function renderCancel(gateway: GatewayMocks, slotId = telephoneAppointment.slotId) {
  const screenRoute: RouteObject = {
    path: '/my-services/appointments/cancel/:slotId',
    element: (
      <main id="maincontent">
        <AlertRegion />
        <CancelAppointmentScreen />
      </main>
    ),
  };
  return renderScreen(<Destination name="Elsewhere" />, {
    gateway: {
      CancelAppointmentScreen: appointmentsData([telephoneAppointment, startedAppointment]),
      ...gateway,
    },
    route: `/my-services/appointments/cancel/${encodeURIComponent(slotId)}`,
    routes: [
      screenRoute,
      { path: '/my-services/appointments', element: <Destination name="Appointments list" /> },
    ],
  });
}

describe('CancelAppointmentScreen', () => {
  it('shows the appointment and asks why', async () => {
    const { container } = renderCancel({});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancel your appointment' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Tuesday 1 December 2026, 9:30am' }),
    ).toBeVisible();
    expect(screen.getByText('Dr Priya Shah')).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: 'Why are you cancelling this appointment?' }),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses a blank reason with the error summary, sending nothing', async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderCancel({});
    const reason = await screen.findByRole('textbox', {
      name: 'Why are you cancelling this appointment?',
    });
    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const summaryLink = await screen.findByRole('link', {
      name: 'Enter a reason for cancelling this appointment',
    });
    expect(summaryLink).toHaveAttribute('href', '#cancel-reason');
    // eslint-disable-next-line testing-library/no-node-access
    await waitFor(() => expect(document.activeElement).toContainElement(summaryLink));
    expect(document.title).toMatch(/^Error: Cancel your appointment/);
    expect(gatewayCalls.map((call) => call.operationName)).not.toContain('CancelAppointment');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('cancels with the trimmed reason and goes back to the list', async () => {
    const user = userEvent.setup();
    const { gatewayCalls } = renderCancel({
      CancelAppointment: { data: { cancelAppointment: true } },
    });
    await user.type(
      await screen.findByRole('textbox', { name: 'Why are you cancelling this appointment?' }),
      '  Feeling better ',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByText('Appointments list')).toBeInTheDocument();
    expect(gatewayCalls.filter((call) => call.operationName === 'CancelAppointment')).toEqual([
      {
        operationName: 'CancelAppointment',
        variables: { slotId: telephoneAppointment.slotId, reason: 'Feeling better' },
      },
    ]);
  });

  it('announces a failed cancel and keeps the reason', async () => {
    const user = userEvent.setup();
    const { container } = renderCancel({
      CancelAppointment: { errorCode: 'appointments.cancelFailed' },
    });
    const reason = await screen.findByRole('textbox', {
      name: 'Why are you cancelling this appointment?',
    });
    await user.type(reason, 'Feeling better');
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Unable to cancel for appointment at this time. Please try again.',
      ),
    );
    expect(reason).toHaveValue('Feeling better');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends back to the list an appointment that cannot be cancelled or is not there', async () => {
    renderCancel({}, startedAppointment.slotId);
    expect(await screen.findByText('Appointments list')).toBeInTheDocument();
  });

  it('offers to cancel an appointment just booked, not sending back on the list read before', async () => {
    const app = leaveAndComeBack();
    const booked = {
      ...telephoneAppointment,
      slotId: 'A12345-20261203-A12345-C1-am-1000',
      startTime: '2026-12-03T10:00:00.000Z',
      endTime: '2026-12-03T10:15:00.000Z',
    };
    const gateway: GatewayMocks = {
      CancelAppointmentScreen: appointmentsData([telephoneAppointment]),
    };
    renderScreen(<Destination name="Elsewhere" />, {
      gateway,
      route: `/my-services/appointments/cancel/${encodeURIComponent(telephoneAppointment.slotId)}`,
      routes: [
        {
          path: '/my-services/appointments/cancel/:slotId',
          element: (
            <main id="maincontent">
              <CancelAppointmentScreen />
              <app.Controls />
            </main>
          ),
        },
        { path: '/my-services/appointments', element: <app.Controls /> },
      ],
    });
    // The cancel page seen, and left for the list without cancelling: its list of appointments is held.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancel your appointment' }),
    ).toBeVisible();
    app.comeBackTo('/my-services/appointments');

    // Another appointment booked (booking refreshes every query), then Cancel chosen for it at once.
    gateway.CancelAppointmentScreen = appointmentsData([telephoneAppointment, booked]);
    await app.changeMade();
    app.comeBackTo(`/my-services/appointments/cancel/${encodeURIComponent(booked.slotId)}`);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Thursday 3 December 2026, 10am' }),
    ).toBeVisible();
  });
});
