import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryScreen } from '../../../components/query-screen';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { appointmentsPaths } from '../../../lib/route-paths';
import {
  bookingStepUrl,
  slotTypeChoices,
  stepAfterService,
  type BookingChoices,
  type SlotTypeChoice,
} from './booking-choices';
import { AnswerRadios } from '../../../components/answer-radios';
import type { AnswerFormValues } from './booking-schemas';
import { BookingStepPage, useAnswerForm, useBookingChoices } from './booking-step';
import { bookServiceScreenQuery } from './book-service-screen-query';

const resolver = lazyYupResolver<AnswerFormValues>(() =>
  import('./booking-schemas').then(({ serviceSchema }) => serviceSchema),
);

const FIELD_ID = 'slot-type';

/**
 * /my-services/appointments/book (spec part 2 'Booking flow' 1): at the practice or by telephone. The
 * practitioner type comes next when the practice has filtered booking on, else the clinician.
 */
export function BookServiceScreen() {
  const { t } = useTranslation('appointments');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(bookServiceScreenQuery);
  const choices = useBookingChoices();
  return (
    <QueryScreen
      query={query}
      title={t('book.service.title')}
      loadingLabel={t('book.loading')}
      failureMessage={tErrors('common.unexpected')}
    >
      {(data) => (
        <ServiceForm
          choices={choices}
          filtered={data.me.integrationSettings?.allowFilteredAppointmentBooking ?? false}
        />
      )}
    </QueryScreen>
  );
}

function ServiceForm({ choices, filtered }: { choices: BookingChoices; filtered: boolean }) {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const form = useAnswerForm({
    resolver,
    fieldId: FIELD_ID,
    choices: slotTypeChoices,
    initial: choices.slotType,
    onAnswer: (answer) =>
      void navigate(
        bookingStepUrl(stepAfterService(filtered), {
          ...choices,
          slotType: answer as SlotTypeChoice,
        }),
      ),
  });
  return (
    <BookingStepPage title={t('book.service.title')} back={appointmentsPaths.list} {...form}>
      <AnswerRadios
        id={FIELD_ID}
        legend={t('book.service.title')}
        legendIsHeading
        error={form.error}
        options={slotTypeChoices.map((slotType) => ({
          value: slotType,
          label: t(`book.service.${slotType}`),
        }))}
        field={form.field}
      />
    </BookingStepPage>
  );
}
