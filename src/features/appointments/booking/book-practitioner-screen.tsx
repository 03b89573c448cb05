import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { QueryScreen } from '../../../components/query-screen';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { appointmentsPaths } from '../../../lib/route-paths';
import { AnswerRadios } from '../../../components/answer-radios';
import {
  bookingStepUrl,
  practitionerTypeChoices,
  stepAfterPractitioner,
  withPractitionerType,
  type BookingChoices,
  type PractitionerTypeChoice,
} from './booking-choices';
import type { AnswerFormValues } from './booking-schemas';
import {
  BookingStepPage,
  StartBookingAgain,
  useAnswerForm,
  useBookingChoices,
} from './booking-step';
import { bookPractitionerScreenQuery } from './book-practitioner-screen-query';

const resolver = lazyYupResolver<AnswerFormValues>(() =>
  import('./booking-schemas').then(({ practitionerSchema }) => practitionerSchema),
);

const FIELD_ID = 'practitioner-type';

/**
 * /my-services/appointments/book/practitioner (spec part 2 'Booking flow' 2, §9): my registered GP, any GP
 * or a nurse, asked only when the practice has filtered booking on; otherwise the flow goes on to the
 * clinician.
 */
export function BookPractitionerScreen() {
  const { t } = useTranslation('appointments');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(bookPractitionerScreenQuery);
  const choices = useBookingChoices();
  if (!choices.slotType) return <StartBookingAgain />;
  return (
    <QueryScreen
      query={query}
      title={t('book.practitioner.title')}
      loadingLabel={t('book.loading')}
      failureMessage={tErrors('common.unexpected')}
      decidesOnAnswer
    >
      {(data) =>
        data.me.integrationSettings?.allowFilteredAppointmentBooking ? (
          <PractitionerForm choices={choices} />
        ) : (
          <Navigate
            to={bookingStepUrl(appointmentsPaths.bookClinician, {
              ...choices,
              practitionerType: undefined,
            })}
            replace
          />
        )
      }
    </QueryScreen>
  );
}

function PractitionerForm({ choices }: { choices: BookingChoices }) {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const form = useAnswerForm({
    resolver,
    fieldId: FIELD_ID,
    choices: practitionerTypeChoices,
    initial: choices.practitionerType,
    onAnswer: (answer) => {
      const next = withPractitionerType(choices, answer as PractitionerTypeChoice);
      void navigate(bookingStepUrl(stepAfterPractitioner(next), next));
    },
  });
  return (
    <BookingStepPage
      title={t('book.practitioner.title')}
      back={bookingStepUrl(appointmentsPaths.bookService, choices)}
      {...form}
    >
      <AnswerRadios
        id={FIELD_ID}
        legend={t('book.practitioner.title')}
        legendIsHeading
        error={form.error}
        options={practitionerTypeChoices.map((type) => ({
          value: type,
          label: t(`book.practitioner.${type}`),
        }))}
        field={form.field}
      />
    </BookingStepPage>
  );
}
