import type {
  BookCheckScreenQuery,
  BookClinicianScreenQuery,
  BookDateScreenQuery,
  BookServiceScreenQuery,
  BookTimeScreenQuery,
} from '../../../gql/graphql';

/** The account query of the service and practitioner steps: filtered booking on or off. */
export function filteredBookingData(filtered: boolean): { data: BookServiceScreenQuery } {
  return { data: { me: { integrationSettings: { allowFilteredAppointmentBooking: filtered } } } };
}

/** Ava's practice: two GPs and two nurses, a woman and a man of each. */
export const cliniciansData: { data: BookClinicianScreenQuery } = {
  data: {
    appointmentClinicians: [
      { clinicianId: 'C1', displayName: 'Dr Priya Shah', jobRole: 'GP', sex: 'Female' },
      { clinicianId: 'C2', displayName: 'Dr Amir Khan', jobRole: 'GP', sex: 'Male' },
      { clinicianId: 'C3', displayName: 'Nurse Helen Ward', jobRole: 'Nurse', sex: 'Female' },
      { clinicianId: 'C4', displayName: 'Nurse Tom Reilly', jobRole: 'Nurse', sex: 'Male' },
    ],
  },
};

/** Sessions on Tuesday 1 and Thursday 3 December 2026 and Monday 7 December (the next week). */
export function sessionDatesData(dates = ['2026-12-01', '2026-12-03', '2026-12-07']): {
  data: BookDateScreenQuery;
} {
  return {
    data: {
      appointmentSessions: dates.map((sessionDate, index) => ({
        sessionId: `session-${index}`,
        sessionDate,
      })),
    },
  };
}

/** Tuesday 1 December 2026 (GMT): Dr Shah at 9:30am and 9:45am, Dr Khan at 2pm. */
export const daySessions: BookTimeScreenQuery['appointmentSessions'] = [
  {
    sessionId: 'session-am',
    clinician: { displayName: 'Dr Priya Shah' },
    slots: [
      {
        slotId: 'slot-0930',
        startTime: '2026-12-01T09:30:00.000Z',
        endTime: '2026-12-01T09:45:00.000Z',
      },
      {
        slotId: 'slot-0945',
        startTime: '2026-12-01T09:45:00.000Z',
        endTime: '2026-12-01T10:00:00.000Z',
      },
    ],
  },
  {
    sessionId: 'session-pm',
    clinician: { displayName: 'Dr Amir Khan' },
    slots: [
      {
        slotId: 'slot-1400',
        startTime: '2026-12-01T14:00:00.000Z',
        endTime: '2026-12-01T14:15:00.000Z',
      },
    ],
  },
];

export function timeData(sessions = daySessions): { data: BookTimeScreenQuery } {
  return { data: { appointmentSessions: sessions } };
}

export function checkData(
  reasonRequired = false,
  sessions = daySessions,
): {
  data: BookCheckScreenQuery;
} {
  return {
    data: {
      appointmentSessions: sessions,
      me: { integrationSettings: { appointmentReasonRequired: reasonRequired } },
    },
  };
}

/** The check page's URL for Dr Khan's 2pm telephone slot, any GP. */
export const checkRoute =
  '/my-services/appointments/book/check?type=Telephone&practitioner=GP&date=2026-12-01&session=session-pm&slot=slot-1400';
