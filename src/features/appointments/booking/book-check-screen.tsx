import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, SummaryList, Textarea, TextInput } from 'nhsuk-react-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { showAlert } from '../../../components/alerts/alert-store';
import { FailureSummary } from '../../../components/failure-summary';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { QueryScreen } from '../../../components/query-screen';
import { graphql } from '../../../gql';
import type { BookCheckScreenQuery } from '../../../gql/graphql';
import { sendAttempt } from '../../../lib/attempt-key';
import { GatewayError, gatewayRequest } from '../../../lib/gateway-client';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { otherQueriesThan } from '../../../lib/query-keys';
import { appointmentsPaths } from '../../../lib/route-paths';
import { useSubmitOnce, validateOnSubmit } from '../../../lib/submit-once';
import { useMessageText } from '../../../lib/use-message-text';
import { formatAppointmentDate, formatAppointmentTime } from '../appointment-time';
import {
  bookingStepUrl,
  stepChoices,
  type BookingChoices,
  type SlotTypeChoice,
} from './booking-choices';
import type { BookingDetailsFormValues } from './booking-schemas';
import { BookingStepPage, StartBookingAgain, useBookingChoices } from './booking-step';
import { bookCheckScreenQuery, BookCheckScreenQueryDoc } from './book-check-screen-query';

const BookAppointmentMutation = graphql(`
  mutation BookAppointment($input: BookAppointmentInput!, $idempotencyKey: String) {
    bookAppointment(input: $input, idempotencyKey: $idempotencyKey)
  }
`);

const resolver = lazyYupResolver<BookingDetailsFormValues>(() =>
  import('./booking-schemas').then(({ bookingDetailsSchema }) => bookingDetailsSchema),
);

const fieldIds = { contactNumber: 'contact-number', reason: 'booking-reason' } as const;

/** The gateway's refusals that name a field (spec part 2 §5), shown on it. */
const fieldRefusals: Readonly<Record<string, keyof BookingDetailsFormValues>> = {
  'appointments.contactNumberRequired': 'contactNumber',
  'appointments.reasonRequired': 'reason',
};

type Choices = BookingChoices & { slotType: SlotTypeChoice; date: string; slotId: string };

interface ChosenSlot {
  sessionId: string;
  slotId: string;
  startTime: string;
  endTime: string;
  clinician: string;
}

/**
 * /my-services/appointments/book/check (spec part 2 'Booking flow' 6–7, §5): the choices with a 'Change'
 * link each (the NHS check-your-answers pattern), the contact number (required) and the reason (required
 * only when the practice asks for one), and Confirm, which books the slot; then the list says 'Your
 * appointment has been booked.'. A slot no longer free sends the patient back to choose a time.
 */
export function BookCheckScreen() {
  const choices = stepChoices(useBookingChoices(), 'slotType', 'date', 'slotId');
  if (!choices) return <StartBookingAgain />;
  return <CheckStep choices={choices} />;
}

function CheckStep({ choices }: { choices: Choices }) {
  const { t } = useTranslation('appointments');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(bookCheckScreenQuery(choices));
  return (
    <QueryScreen
      query={query}
      title={t('book.check.title')}
      loadingLabel={t('book.loading')}
      failureMessage={tErrors('appointments.sessionsFailed')}
      decidesOnAnswer
    >
      {(data) => {
        const slot = findSlot(data.appointmentSessions, choices.slotId);
        return slot ? (
          <CheckForm
            choices={choices}
            slot={slot}
            reasonRequired={data.me.integrationSettings?.appointmentReasonRequired ?? false}
          />
        ) : (
          <Navigate
            to={bookingStepUrl(appointmentsPaths.bookTime, {
              ...choices,
              sessionId: undefined,
              slotId: undefined,
            })}
            replace
          />
        );
      }}
    </QueryScreen>
  );
}

function findSlot(
  sessions: BookCheckScreenQuery['appointmentSessions'],
  slotId: string,
): ChosenSlot | undefined {
  for (const session of sessions) {
    const slot = session.slots.find((candidate) => candidate.slotId === slotId);
    if (slot)
      return { ...slot, sessionId: session.sessionId, clinician: session.clinician.displayName };
  }
  return undefined;
}

function CheckForm({
  choices,
  slot,
  reasonRequired,
}: {
  choices: Choices;
  slot: ChosenSlot;
  reasonRequired: boolean;
}) {
  const { t } = useTranslation('appointments');
  const { t: tErrors } = useTranslation('errors');
  const fieldErrorProps = useFieldErrorProps();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<
    'appointments.slotUnavailable' | 'appointments.bookFailed'
  >();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<BookingDetailsFormValues, { reasonRequired: boolean }>({
    resolver,
    context: { reasonRequired },
    defaultValues: { contactNumber: '', reason: '' },
    ...validateOnSubmit,
  });
  const book = useMutation({
    mutationFn: (values: BookingDetailsFormValues) => {
      const input = {
        sessionId: slot.sessionId,
        slotId: slot.slotId,
        startTime: slot.startTime,
        endTime: slot.endTime,
        contactNumber: values.contactNumber,
        reason: values.reason === '' ? null : values.reason,
      };
      return sendAttempt('bookAppointment', input, (idempotencyKey) =>
        gatewayRequest(BookAppointmentMutation, { input, idempotencyKey }),
      );
    },
  });
  const onSubmit = useSubmitOnce({
    handleSubmit,
    beforeAttempt: () => setFailure(undefined),
    send: async (values) => {
      try {
        await book.mutateAsync(values);
      } catch (error) {
        const code = error instanceof GatewayError ? error.code : undefined;
        const field = code ? fieldRefusals[code] : undefined;
        if (field) setError(field, { message: `errors:${code}` });
        else setFailure(code === 'appointments.slotUnavailable' ? code : 'appointments.bookFailed');
        return;
      }
      // Booked: every other read of appointments and sessions is stale (the list shows the new one). This
      // page's own is left as it is, or it would read the slot as gone and send the patient to choose a time.
      await queryClient.invalidateQueries({ predicate: otherQueriesThan(BookCheckScreenQueryDoc) });
      showAlert({ kind: 'success', message: t('book.check.success'), keepForNextPage: true });
      // The flow's choices lived in its URLs; the list replaces this page, so Back does not book again.
      void navigate(appointmentsPaths.list, { replace: true });
    },
  });

  const errorOf = (field: keyof BookingDetailsFormValues) => messageText(errors[field]?.message);
  const summary = (['contactNumber', 'reason'] as const).flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: fieldIds[field], message }] : [];
  });

  /** A row's 'Change' link to its step, with these choices; its hidden text names the row. */
  const change = (path: string, row: string) => (
    <SummaryList.Action
      asElement={AppLink}
      to={bookingStepUrl(path, choices)}
      visuallyHiddenText={row}
    >
      {t('book.check.change')}
    </SummaryList.Action>
  );
  const rows: { key: string; value: string; step: string }[] = [
    {
      key: t('book.check.service'),
      value: t(`appointment.slotType.${choices.slotType}`),
      step: appointmentsPaths.bookService,
    },
    ...(choices.practitionerType
      ? [
          {
            key: t('book.check.practitioner'),
            value: t(`book.practitioner.${choices.practitionerType}`),
            step: appointmentsPaths.bookPractitioner,
          },
        ]
      : []),
    {
      key: t('book.check.clinician'),
      value: slot.clinician,
      step:
        choices.practitionerType === 'UserGP'
          ? appointmentsPaths.bookPractitioner
          : appointmentsPaths.bookClinician,
    },
    {
      key: t('book.check.date'),
      value: formatAppointmentDate(slot.startTime),
      step: appointmentsPaths.bookDate,
    },
    {
      key: t('book.check.time'),
      value: t('appointment.timeRange', {
        start: formatAppointmentTime(slot.startTime),
        end: formatAppointmentTime(slot.endTime),
      }),
      step: appointmentsPaths.bookTime,
    },
  ];

  return (
    <BookingStepPage
      title={t('book.check.title')}
      back={bookingStepUrl(appointmentsPaths.bookTime, choices)}
      errors={summary}
      submitCount={submitCount}
      onSubmit={onSubmit}
      submit={
        <Button type="submit" aria-disabled={book.isPending || undefined}>
          {book.isPending ? t('book.check.booking') : t('book.check.confirm')}
        </Button>
      }
      failure={
        failure && (
          <FailureSummary message={tErrors(failure)}>
            {failure === 'appointments.slotUnavailable' && (
              <p>
                <AppLink to={bookingStepUrl(appointmentsPaths.bookTime, choices)}>
                  {t('book.check.chooseAnotherTime')}
                </AppLink>
              </p>
            )}
          </FailureSummary>
        )
      }
    >
      <SummaryList>
        {rows.map((row) => (
          <SummaryList.Row key={row.key}>
            <SummaryList.Key>{row.key}</SummaryList.Key>
            <SummaryList.Value>{row.value}</SummaryList.Value>
            {change(row.step, row.key)}
          </SummaryList.Row>
        ))}
      </SummaryList>
      <h2 className="nhsuk-heading-m">{t('book.check.detailsHeading')}</h2>
      <TextInput
        id={fieldIds.contactNumber}
        type="tel"
        autoComplete="tel"
        width={20}
        label={t('book.check.contactLabel')}
        hint={t('book.check.contactHint')}
        error={errorOf('contactNumber')}
        errorProps={fieldErrorProps}
        {...register('contactNumber')}
      />
      <Textarea
        id={fieldIds.reason}
        rows={3}
        label={reasonRequired ? t('book.check.reasonLabel') : t('book.check.reasonLabelOptional')}
        hint={t('book.check.reasonHint')}
        error={errorOf('reason')}
        errorProps={fieldErrorProps}
        {...register('reason')}
      />
    </BookingStepPage>
  );
}
