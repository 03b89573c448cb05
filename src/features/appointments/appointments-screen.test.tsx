import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { AppointmentsScreen } from './appointments-screen';
import {
  appointmentsData,
  startedAppointment,
  telephoneAppointment,
} from './appointments.fixtures';

describe('AppointmentsScreen', () => {
  it('shows a spinner while the appointments load', async () => {
    const { container } = renderScreen(<AppointmentsScreen />, {
      gateway: { AppointmentsScreen: { pending: true } },
    });
    expect(await screen.findByText('Loading your appointments')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists each appointment with its London date and time, type and clinician', async () => {
    const { container } = renderScreen(<AppointmentsScreen />, {
      gateway: { AppointmentsScreen: appointmentsData([telephoneAppointment, startedAppointment]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'GP appointments' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book a new appointment' })).toHaveAttribute(
      'href',
      '/my-services/appointments/book',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'My booked appointments' })).toBeVisible();
    const first = screen.getByRole('heading', {
      level: 3,
      name: 'Tuesday 1 December 2026, 9:30am',
    });
    expect(first).toBeVisible();
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual([
      'Telephone appointment',
      'Dr Priya Shah',
      '9:30am to 9:45am',
      'At the GP practice',
      'Nurse Helen Ward',
      '2pm to 2:15pm',
    ]);
    expect(
      screen.getByRole('link', { name: 'Cancel appointment on Tuesday 1 December 2026, 9:30am' }),
    ).toHaveAttribute(
      'href',
      `/my-services/appointments/cancel/${encodeURIComponent(telephoneAppointment.slotId)}`,
    );
    // 'Add to calendar' downloads the appointment's .ics from the gateway.
    expect(
      screen.getByRole('link', {
        name: 'Add to calendar the appointment on Tuesday 1 December 2026, 9:30am',
      }),
    ).toHaveAttribute(
      'href',
      `/calendar/appointments/${encodeURIComponent(telephoneAppointment.slotId)}.ics`,
    );
    // An appointment that has started can no longer be cancelled.
    expect(screen.getByRole('heading', { name: 'Wednesday 25 November 2026, 2pm' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: /^Cancel appointment/ })).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says so when there are none: 'You don't have any appointments booked.'", async () => {
    const { container } = renderScreen(<AppointmentsScreen />, {
      gateway: { AppointmentsScreen: appointmentsData([]) },
    });
    expect(await screen.findByText("You don't have any appointments booked.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book a new appointment' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the catalogue message when the appointments cannot be loaded', async () => {
    const { container } = renderScreen(<AppointmentsScreen />, {
      gateway: { AppointmentsScreen: { errorCode: 'appointments.loadFailed' } },
    });
    expect(
      await screen.findByText('Unable to load appointments at this time. Please try again.'),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});
