import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryScreen } from '../../../components/query-screen';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { appointmentsPaths } from '../../../lib/route-paths';
import { formatAppointmentDate } from '../appointment-time';
import { GroupedRadios } from '../../../components/grouped-radios';
import {
  bookingStepUrl,
  stepBeforeDate,
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
import { datesByWeek } from '../../../lib/slot-groups';
import { bookDateScreenQuery } from './book-date-screen-query';

const resolver = lazyYupResolver<AnswerFormValues>(() =>
  import('./booking-schemas').then(({ dateSchema }) => dateSchema),
);

const FIELD_ID = 'appointment-date';

type Choices = BookingChoices & { slotType: SlotTypeChoice };

/**
 * /my-services/appointments/book/date (spec part 2 'Booking flow' 4, 'Dates'): the dates from today to 30
 * days ahead that have free sessions for the choices so far, as radios grouped by week; 'No slots
 * available.' when there are none.
 */
export function BookDateScreen() {
  const choices = stepChoices(useBookingChoices(), 'slotType');
  if (!choices) return <StartBookingAgain />;
  return <DateStep choices={choices} />;
}

function DateStep({ choices }: { choices: Choices }) {
  const { t } = useTranslation('appointments');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(bookDateScreenQuery(choices));
  return (
    <QueryScreen
      query={query}
      title={t('book.date.title')}
      loadingLabel={t('book.loading')}
      failureMessage={tErrors('appointments.sessionsFailed')}
    >
      {(data) => {
        const dates = data.appointmentSessions.map((session) => session.sessionDate);
        return dates.length === 0 ? (
          <NoSlots title={t('book.date.title')} choices={choices} />
        ) : (
          <DateForm choices={choices} dates={dates} />
        );
      }}
    </QueryScreen>
  );
}

function DateForm({ choices, dates }: { choices: Choices; dates: string[] }) {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const weeks = datesByWeek(dates);
  const form = useAnswerForm({
    resolver,
    fieldId: FIELD_ID,
    choices: weeks.flatMap((week) => week.dates),
    initial: choices.date,
    onAnswer: (date) =>
      void navigate(bookingStepUrl(appointmentsPaths.bookTime, { ...choices, date })),
  });
  return (
    <BookingStepPage
      title={t('book.date.title')}
      back={bookingStepUrl(stepBeforeDate(choices), choices)}
      {...form}
    >
      <GroupedRadios
        id={FIELD_ID}
        legend={t('book.date.title')}
        hint={t('book.date.hint')}
        error={form.error}
        groups={weeks.map((week) => ({
          key: week.monday,
          legend: t('book.date.week', { monday: formatAppointmentDate(week.monday) }),
          options: week.dates.map((date) => ({ value: date, label: formatAppointmentDate(date) })),
        }))}
        field={form.field}
      />
    </BookingStepPage>
  );
}
