import type { AppointmentsScreenQuery } from '../../gql/graphql';

type Appointment = AppointmentsScreenQuery['appointments'][number];

/** Tuesday 1 December 2026, 9:30am by telephone with Dr Priya Shah; cancellable. */
export const telephoneAppointment: Appointment = {
  slotId: 'A12345-20261201-A12345-C1-am-0930',
  startTime: '2026-12-01T09:30:00.000Z',
  endTime: '2026-12-01T09:45:00.000Z',
  slotType: 'Telephone',
  canBeCancelled: true,
  clinician: { displayName: 'Dr Priya Shah' },
};

/** At the practice, already started: it cannot be cancelled now. */
export const startedAppointment: Appointment = {
  slotId: 'A12345-20261125-A12345-C3-pm-1400',
  startTime: '2026-11-25T14:00:00.000Z',
  endTime: '2026-11-25T14:15:00.000Z',
  slotType: 'Practice',
  canBeCancelled: false,
  clinician: { displayName: 'Nurse Helen Ward' },
};

/** The list query's answer (the cancel screen asks for the same fields). */
export function appointmentsData(appointments: Appointment[] = [telephoneAppointment]): {
  data: AppointmentsScreenQuery;
} {
  return { data: { appointments } };
}
