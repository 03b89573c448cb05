import { useMutation } from '@tanstack/react-query';
import { Button, Radios } from 'nhsuk-react-components';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../components/alerts/alert-store';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { FailureSummary } from '../../../components/failure-summary';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { graphql } from '../../../gql';
import { gatewayRequest } from '../../../lib/gateway-client';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { validateOnSubmit } from '../../../lib/submit-once';
import { useMessageText } from '../../../lib/use-message-text';
import type { DeletePatientFormValues } from '../delete-patient-schema';

const deletePatientResolver = lazyYupResolver<DeletePatientFormValues>(() =>
  import('../delete-patient-schema').then(({ deletePatientSchema }) => deletePatientSchema),
);

const DeleteLinkedPatientMutation = graphql(`
  mutation DeleteLinkedPatient($patientId: ID!) {
    deletePatient(patientId: $patientId) {
      linkedPatients {
        patientId
      }
    }
  }
`);

export interface DeletablePatient {
  patientId: string;
  fullName: string;
}

/**
 * Delete in two steps (spec part 2 'My linked patients', §4 'Linked patient deletion': idle, one selected,
 * confirm, deleting): choose one of the deletable patients, then confirm or cancel. The active patient and
 * the account's own are never offered. Each step's heading takes focus when it appears; a failure shows the
 * catalogue's message (errors:myDetails.deletePatientFailed) in an error summary.
 */
export function DeleteLinkedPatient({
  patients,
  onDeleted,
  onErrorCountChange,
}: {
  patients: DeletablePatient[];
  /** Called once a patient is deleted, to read the list afresh. */
  onDeleted: () => Promise<unknown>;
  /** The page title says 'Error:' while this part shows an error (ACCESSIBILITY.md). */
  onErrorCountChange: (count: number) => void;
}) {
  const { t } = useTranslation('my-details');
  const { t: tErrors } = useTranslation('errors');
  const messageText = useMessageText();
  const fieldErrorProps = useFieldErrorProps();
  const [chosen, setChosen] = useState<DeletablePatient | null>(null);
  const [failed, setFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmHeadingRef = useRef<HTMLHeadingElement>(null);
  /** Counts step changes made by the user, so the new step's heading takes focus (not on first show). */
  const [stepChanges, setStepChanges] = useState(0);
  const deletion = useMutation({
    mutationFn: (patientId: string) => gatewayRequest(DeleteLinkedPatientMutation, { patientId }),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<DeletePatientFormValues>({ resolver: deletePatientResolver, ...validateOnSubmit });

  const choiceError = messageText(errors.patientId?.message);
  const firstRadioId = `delete-patient-${patients[0]?.patientId ?? ''}`;
  const summary = choiceError ? [{ fieldId: firstRadioId, message: choiceError }] : [];
  const errorCount = summary.length + (failed ? 1 : 0);
  useEffect(() => onErrorCountChange(errorCount), [errorCount, onErrorCountChange]);

  // After a step changes, its heading takes focus (the step is a view of its own).
  useEffect(() => {
    if (stepChanges === 0) return;
    (chosen ? confirmHeadingRef : headingRef).current?.focus();
  }, [stepChanges, chosen]);
  const showStep = (next: DeletablePatient | null) => {
    setStepChanges((count) => count + 1);
    setChosen(next);
  };

  const choose = handleSubmit(({ patientId }) => {
    const patient = patients.find((candidate) => candidate.patientId === patientId);
    if (patient) {
      setFailed(false);
      showStep(patient);
    }
  });

  const confirm = async (patient: DeletablePatient) => {
    if (deletion.isPending) return;
    setFailed(false);
    try {
      await deletion.mutateAsync(patient.patientId);
      await onDeleted();
      reset();
      showAlert({
        kind: 'success',
        message: t('linkedPatients.delete.deleted', { name: patient.fullName }),
      });
      showStep(null);
    } catch {
      setFailed(true);
    }
  };

  return (
    <section aria-labelledby="delete-patient-heading">
      <h2 id="delete-patient-heading" className="nhsuk-heading-m" tabIndex={-1} ref={headingRef}>
        {t('linkedPatients.delete.heading')}
      </h2>
      {failed && <FailureSummary message={tErrors('myDetails.deletePatientFailed')} />}
      {patients.length === 0 ? (
        <p>{t('linkedPatients.delete.noneDeletable')}</p>
      ) : chosen ? (
        <div>
          <h3 className="nhsuk-heading-s" tabIndex={-1} ref={confirmHeadingRef}>
            {t('linkedPatients.delete.confirmHeading', { name: chosen.fullName })}
          </h3>
          <p>{t('linkedPatients.delete.confirmBody')}</p>
          <div className="nhsuk-button-group">
            <Button
              type="button"
              warning
              aria-disabled={deletion.isPending || undefined}
              onClick={() => void confirm(chosen)}
            >
              {deletion.isPending
                ? t('linkedPatients.delete.deleting')
                : t('linkedPatients.delete.confirm', { name: chosen.fullName })}
            </Button>
            <Button type="button" secondary onClick={() => showStep(null)}>
              {t('linkedPatients.delete.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          {summary.length > 0 && <FormErrorSummary errors={summary} submitCount={submitCount} />}
          <form noValidate onSubmit={(event) => void choose(event)}>
            <Radios
              id="delete-patient"
              legend={t('linkedPatients.delete.legend')}
              legendProps={{ size: 's' }}
              hint={t('linkedPatients.delete.hint')}
              error={choiceError}
              errorProps={fieldErrorProps}
            >
              {patients.map((patient) => (
                <Radios.Item
                  key={patient.patientId}
                  id={`delete-patient-${patient.patientId}`}
                  value={patient.patientId}
                  {...register('patientId')}
                >
                  {patient.fullName}
                </Radios.Item>
              ))}
            </Radios>
            <Button type="submit" secondary>
              {t('linkedPatients.delete.choose')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
