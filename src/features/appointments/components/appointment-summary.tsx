import { SummaryRows } from '../../../components/summary-rows';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { BookedAppointmentFragment, SlotType } from '../../../gql/graphql';
import { formatAppointmentTime } from '../appointment-time';

/** What the list and the cancel page show of a booked appointment. */
export const BookedAppointmentFragmentDoc = graphql(`
  fragment BookedAppointment on Appointment {
    slotId
    startTime
    endTime
    slotType
    canBeCancelled
    clinician {
      displayName
    }
  }
`);

export type BookedAppointment = BookedAppointmentFragment;

export interface AppointmentFacts {
  startTime: string;
  endTime: string;
  slotType: SlotType;
  clinicianName: string | null | undefined;
}

/** An appointment's type, clinician and time, as the list, the cancel page and the check page show them. */
export function AppointmentSummary({ appointment }: { appointment: AppointmentFacts }) {
  const { t } = useTranslation('appointments');
  const rows: [string, string][] = [
    [t('appointment.type'), t(`appointment.slotType.${appointment.slotType}`)],
    ...(appointment.clinicianName
      ? [[t('appointment.clinician'), appointment.clinicianName] as [string, string]]
      : []),
    [
      t('appointment.time'),
      t('appointment.timeRange', {
        start: formatAppointmentTime(appointment.startTime),
        end: formatAppointmentTime(appointment.endTime),
      }),
    ],
  ];
  return <SummaryRows rows={rows} />;
}
