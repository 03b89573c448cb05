import { useQuery } from '@tanstack/react-query';
import { Card } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { ButtonLink } from '../../components/button-link';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import type { AppointmentsScreenQuery } from '../../gql/graphql';
import {
  appointmentCalendarPath,
  appointmentsPaths,
  cancelAppointmentPath,
} from '../../lib/route-paths';
import { formatAppointmentDateTime } from './appointment-time';
import { AppointmentSummary } from './components/appointment-summary';
import { appointmentsScreenQuery } from './appointments-screen-query';

export type BookedAppointment = AppointmentsScreenQuery['appointments'][number];

/**
 * /my-services/appointments (spec part 2 'GP appointments'): 'My booked appointments' beside 'Book a new
 * appointment', each appointment with its date, time, type and clinician, an 'Add to calendar' download
 * (.ics), and a way to cancel those that can be cancelled (a page of its own, where the reason is asked for).
 */
export function AppointmentsScreen() {
  const { t } = useTranslation('appointments');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(appointmentsScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('list.title')}
      loadingLabel={t('list.loading')}
      failureMessage={tErrors('appointments.loadFailed')}
    >
      {(data) => (
        <Page title={t('list.title')}>
          <ButtonLink to={appointmentsPaths.bookService}>{t('list.book')}</ButtonLink>
          <h2 className="nhsuk-heading-m">{t('list.booked')}</h2>
          {data.appointments.length === 0 ? (
            <p>{t('list.empty')}</p>
          ) : (
            data.appointments.map((appointment) => (
              <AppointmentCard key={appointment.slotId} appointment={appointment} />
            ))
          )}
        </Page>
      )}
    </QueryScreen>
  );
}

function AppointmentCard({ appointment }: { appointment: BookedAppointment }) {
  const { t } = useTranslation('appointments');
  const when = formatAppointmentDateTime(appointment.startTime);
  return (
    <Card>
      <Card.Heading headingLevel="h3">{when}</Card.Heading>
      <AppointmentSummary
        appointment={{ ...appointment, clinicianName: appointment.clinician?.displayName }}
      />
      <ul className="nhsuk-list">
        <li>
          {/* A download from the gateway (text/calendar), not a page of the app: a plain link. */}
          <a href={appointmentCalendarPath(appointment.slotId)}>
            {t('appointment.calendarLink')}{' '}
            <span className="nhsuk-u-visually-hidden">
              {t('appointment.calendarLinkHidden', { when })}
            </span>
          </a>
        </li>
        {appointment.canBeCancelled && (
          <li>
            <AppLink to={cancelAppointmentPath(appointment.slotId)}>
              {t('appointment.cancelLink')}{' '}
              <span className="nhsuk-u-visually-hidden">
                {t('appointment.cancelLinkHidden', { when })}
              </span>
            </AppLink>
          </li>
        )}
      </ul>
    </Card>
  );
}
