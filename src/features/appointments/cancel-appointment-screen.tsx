import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Textarea } from 'nhsuk-react-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { showAlert } from '../../components/alerts/alert-store';
import { useFieldErrorProps } from '../../components/field-error-props';
import { FormErrorSummary } from '../../components/form-error-summary';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { graphql } from '../../gql';
import type { CancelAppointmentScreenQuery } from '../../gql/graphql';
import { GatewayError, gatewayRequest } from '../../lib/gateway-client';
import { lazyYupResolver } from '../../lib/lazy-yup-resolver';
import { otherQueriesThanKey } from '../../lib/query-keys';
import { appointmentsPaths } from '../../lib/route-paths';
import { formatAppointmentDateTime } from './appointment-time';
import { cancelAppointmentMessages } from './cancel-appointment-messages';
import type { CancelAppointmentFormValues } from './cancel-appointment-schema';
import { AppointmentSummary } from './components/appointment-summary';
import { cancelAppointmentScreenQuery } from './cancel-appointment-screen-query';
import { useSubmitOnce, validateOnSubmit } from '../../lib/submit-once';

const CancelAppointmentMutation = graphql(`
  mutation CancelAppointment($slotId: ID!, $reason: String!) {
    cancelAppointment(slotId: $slotId, reason: $reason)
  }
`);

const REASON_FIELD_ID = 'cancel-reason';

const resolver = lazyYupResolver<CancelAppointmentFormValues>(() =>
  import('./cancel-appointment-schema').then(
    ({ cancelAppointmentSchema }) => cancelAppointmentSchema,
  ),
);

/**
 * /my-services/appointments/cancel/:slotId (spec part 2 'GP appointments', §5): the appointment, and why the
 * patient is cancelling it (non-blank). An appointment that is not the patient's, or can no longer be
 * cancelled, sends them back to the list.
 */
export function CancelAppointmentScreen() {
  const { t } = useTranslation('appointments');
  const { t: tErrors } = useTranslation('errors');
  const { slotId } = useParams();
  const query = useQuery(cancelAppointmentScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('cancel.title')}
      loadingLabel={t('cancel.loading')}
      failureMessage={tErrors('appointments.loadFailed')}
      decidesOnAnswer
    >
      {(data) => {
        const appointment = data.appointments.find(
          (candidate) => candidate.slotId === slotId && candidate.canBeCancelled,
        );
        return appointment ? (
          <CancelAppointmentForm appointment={appointment} />
        ) : (
          <Navigate to={appointmentsPaths.list} replace />
        );
      }}
    </QueryScreen>
  );
}

type CancellableAppointment = CancelAppointmentScreenQuery['appointments'][number];

function CancelAppointmentForm({ appointment }: { appointment: CancellableAppointment }) {
  const { t } = useTranslation('appointments');
  const { t: tErrors } = useTranslation('errors');
  const fieldErrorProps = useFieldErrorProps();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<CancelAppointmentFormValues>({
    resolver,
    defaultValues: { reason: '' },
    ...validateOnSubmit,
  });
  const cancel = useMutation({
    mutationFn: (reason: string) =>
      gatewayRequest(CancelAppointmentMutation, { slotId: appointment.slotId, reason }),
  });
  const onSubmit = useSubmitOnce({
    handleSubmit,
    send: async ({ reason }: CancelAppointmentFormValues) => {
      try {
        await cancel.mutateAsync(reason);
        await queryClient.invalidateQueries({
          predicate: otherQueriesThanKey(cancelAppointmentScreenQuery.queryKey),
        });
        showAlert({ kind: 'success', message: t('cancel.success'), keepForNextPage: true });
        void navigate(appointmentsPaths.list);
      } catch (error) {
        if (error instanceof GatewayError && error.code === 'appointments.cancelReasonRequired') {
          setError('reason', { message: cancelAppointmentMessages.reasonRequired });
        } else {
          showAlert({ kind: 'error', message: tErrors('appointments.cancelFailed') });
        }
      }
    },
  });

  const reasonCode = errors.reason?.message;
  const reasonError =
    reasonCode === undefined
      ? undefined
      : reasonCode === cancelAppointmentMessages.reasonTooLong
        ? t('cancel.reasonTooLong')
        : tErrors('appointments.cancelReasonRequired');
  const summary = reasonError ? [{ fieldId: REASON_FIELD_ID, message: reasonError }] : [];

  return (
    <Page title={t('cancel.title')} errorCount={summary.length}>
      <FormErrorSummary errors={summary} submitCount={submitCount} />
      <h2 className="nhsuk-heading-m">{formatAppointmentDateTime(appointment.startTime)}</h2>
      <AppointmentSummary
        appointment={{ ...appointment, clinicianName: appointment.clinician?.displayName }}
      />
      <form noValidate onSubmit={onSubmit}>
        <Textarea
          id={REASON_FIELD_ID}
          rows={3}
          label={t('cancel.reasonLabel')}
          labelProps={{ size: 's' }}
          hint={t('cancel.reasonHint')}
          error={reasonError}
          errorProps={fieldErrorProps}
          {...register('reason')}
        />
        <div className="nhsuk-button-group">
          <Button type="submit" warning aria-disabled={cancel.isPending || undefined}>
            {cancel.isPending ? t('cancel.submitting') : t('cancel.submit')}
          </Button>
          <AppLink to={appointmentsPaths.list} className="nhsuk-link">
            {t('cancel.keep')}
          </AppLink>
        </div>
      </form>
    </Page>
  );
}
