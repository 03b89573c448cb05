import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryScreen } from '../../../components/query-screen';
import type { BookClinicianScreenQuery } from '../../../gql/graphql';
import { appointmentsPaths } from '../../../lib/route-paths';
import { AnswerRadios } from '../../../components/answer-radios';
import {
  bookingStepUrl,
  clinicianSexChoices,
  stepBeforeClinician,
  type BookingChoices,
  type ClinicianSexChoice,
} from './booking-choices';
import { BookingStepPage, StartBookingAgain, useBookingChoices } from './booking-step';
import { bookClinicianScreenQuery } from './book-clinician-screen-query';

type Clinician = BookClinicianScreenQuery['appointmentClinicians'][number];

/** The radios' value for 'No preference'. */
const ANY = 'any';

interface ClinicianFormValues {
  clinicianSex: string;
  clinicianId: string;
}

/**
 * /my-services/appointments/book/clinician (spec part 2 'Booking flow' 3, §9): optionally a clinician sex
 * (no preference, Male, Female) and a clinician of the practice, of the practitioner type chosen and the sex
 * chosen. Neither is required: 'No preference' is chosen to begin with.
 */
export function BookClinicianScreen() {
  const { t } = useTranslation('appointments');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(bookClinicianScreenQuery);
  const choices = useBookingChoices();
  if (!choices.slotType) return <StartBookingAgain />;
  return (
    <QueryScreen
      query={query}
      title={t('book.clinician.title')}
      loadingLabel={t('book.loading')}
      failureMessage={tErrors('appointments.cliniciansFailed')}
    >
      {(data) => <ClinicianForm choices={choices} clinicians={data.appointmentClinicians} />}
    </QueryScreen>
  );
}

function ClinicianForm({
  choices,
  clinicians,
}: {
  choices: BookingChoices;
  clinicians: Clinician[];
}) {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  // Only clinicians of the practitioner type asked for (the registered GP skips this step).
  const ofType = clinicians.filter(
    (clinician) =>
      choices.practitionerType === undefined ||
      choices.practitionerType === 'UserGP' ||
      clinician.jobRole === choices.practitionerType,
  );
  const { register, control, handleSubmit, setValue, getValues } = useForm<ClinicianFormValues>({
    defaultValues: {
      clinicianSex: choices.clinicianSex ?? ANY,
      clinicianId: ofType.some((clinician) => clinician.clinicianId === choices.clinicianId)
        ? choices.clinicianId
        : ANY,
    },
  });
  const sex = useWatch({ control, name: 'clinicianSex' });
  const shown = ofType.filter((clinician) => sex === ANY || clinician.sex === sex);

  const onSubmit = handleSubmit(({ clinicianSex, clinicianId }) => {
    const next: BookingChoices = {
      ...choices,
      clinicianSex: clinicianSex === ANY ? undefined : (clinicianSex as ClinicianSexChoice),
      clinicianId: clinicianId === ANY ? undefined : clinicianId,
    };
    void navigate(bookingStepUrl(appointmentsPaths.bookDate, next));
  });

  return (
    <BookingStepPage
      title={t('book.clinician.title')}
      back={bookingStepUrl(stepBeforeClinician(choices), choices)}
      errors={[]}
      submitCount={0}
      onSubmit={(event) => void onSubmit(event)}
    >
      <p>{t('book.clinician.hint')}</p>
      <AnswerRadios
        id="clinician-sex"
        legend={t('book.clinician.sexLegend')}
        options={[
          { value: ANY, label: t('book.clinician.noPreference') },
          ...clinicianSexChoices.map((value) => ({ value, label: t(`book.clinician.${value}`) })),
        ]}
        field={register('clinicianSex', {
          // A clinician of the other sex is no longer offered: the choice goes back to 'No preference'.
          onChange: () => {
            const chosen = clinicians.find(
              (clinician) => clinician.clinicianId === getValues('clinicianId'),
            );
            const chosenSex = getValues('clinicianSex');
            if (chosen && chosenSex !== ANY && chosen.sex !== chosenSex) {
              setValue('clinicianId', ANY);
            }
          },
        })}
      />
      {shown.length === 0 && <p>{t('book.clinician.noClinicians')}</p>}
      <AnswerRadios
        id="clinician"
        legend={t('book.clinician.clinicianLegend')}
        options={[
          { value: ANY, label: t('book.clinician.noPreference') },
          ...shown.map((clinician) => ({
            value: clinician.clinicianId,
            label: clinician.displayName,
          })),
        ]}
        field={register('clinicianId')}
      />
    </BookingStepPage>
  );
}
