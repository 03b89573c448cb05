import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryScreen } from '../../../components/query-screen';
import type { BookTimeScreenQuery } from '../../../gql/graphql';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { appointmentsPaths } from '../../../lib/route-paths';
import { formatAppointmentDate, formatAppointmentTime } from '../appointment-time';
import { GroupedRadios } from '../../../components/grouped-radios';
import {
  bookingStepUrl,
  stepChoices,
  type BookingChoices,
  type SlotTypeChoice,
} from './booking-choices';
import type { AnswerFormValues } from './booking-schemas';
import {
  BookingStepPage,
  NoSlots,
  StartBookingAgain,
  useAnswerForm,
  useBookingChoices,
} from './booking-step';
import { byPartOfDay } from '../../../lib/slot-groups';
import { bookTimeScreenQuery } from './book-time-screen-query';

type Session = BookTimeScreenQuery['appointmentSessions'][number];

const resolver = lazyYupResolver<AnswerFormValues>(() =>
  import('./booking-schemas').then(({ timeSchema }) => timeSchema),
);

const FIELD_ID = 'appointment-time';

type Choices = BookingChoices & { slotType: SlotTypeChoice; date: string };

/**
 * /my-services/appointments/book/time (spec part 2 'Booking flow' 5): the chosen date's free slots as
 * radios grouped Morning and Afternoon, each with its time and clinician in words; 'No slots available.'
 * when they have all gone meanwhile.
 */
export function BookTimeScreen() {
  const choices = stepChoices(useBookingChoices(), 'slotType', 'date');
  if (!choices) return <StartBookingAgain />;
  return <TimeStep choices={choices} />;
}

function TimeStep({ choices }: { choices: Choices }) {
  const { t } = useTranslation('appointments');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(bookTimeScreenQuery(choices));
  return (
    <QueryScreen
      query={query}
      title={t('book.time.title')}
      loadingLabel={t('book.loading')}
      failureMessage={tErrors('appointments.sessionsFailed')}
    >
      {(data) =>
        data.appointmentSessions.length === 0 ? (
          <NoSlots title={t('book.time.title')} choices={choices} />
        ) : (
          <TimeForm choices={choices} sessions={data.appointmentSessions} />
        )
      }
    </QueryScreen>
  );
}

function TimeForm({ choices, sessions }: { choices: Choices; sessions: Session[] }) {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const slots = sessions.flatMap((session) =>
    session.slots.map((slot) => ({
      ...slot,
      sessionId: session.sessionId,
      clinician: session.clinician.displayName,
    })),
  );
  const form = useAnswerForm({
    resolver,
    fieldId: FIELD_ID,
    choices: slots.map((slot) => slot.slotId),
    initial: choices.slotId,
    onAnswer: (slotId) => {
      const sessionId = slots.find((slot) => slot.slotId === slotId)?.sessionId;
      void navigate(bookingStepUrl(appointmentsPaths.bookCheck, { ...choices, sessionId, slotId }));
    },
  });
  return (
    <BookingStepPage
      title={t('book.time.title')}
      back={bookingStepUrl(appointmentsPaths.bookDate, choices)}
      {...form}
    >
      <GroupedRadios
        id={FIELD_ID}
        legend={t('book.time.legend', { date: formatAppointmentDate(choices.date) })}
        hint={formatAppointmentDate(choices.date)}
        error={form.error}
        groups={byPartOfDay(slots).map((group) => ({
          key: group.part,
          legend: t(`book.time.${group.part}`),
          options: group.items.map((slot) => ({
            value: slot.slotId,
            label: t('book.time.option', {
              start: formatAppointmentTime(slot.startTime),
              end: formatAppointmentTime(slot.endTime),
            }),
            hint: t('book.time.withClinician', { clinician: slot.clinician }),
          })),
        }))}
        field={form.field}
      />
    </BookingStepPage>
  );
}
