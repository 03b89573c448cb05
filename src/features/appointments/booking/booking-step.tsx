import { Button, Col, Row } from 'nhsuk-react-components';
import { useMemo, type SubmitEventHandler, type ReactNode } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormErrorSummary, type FormError } from '../../../components/form-error-summary';
import { Page } from '../../../components/page';
import { appointmentsPaths } from '../../../lib/route-paths';
import { validateOnSubmit } from '../../../lib/submit-once';
import { useMessageText } from '../../../lib/use-message-text';
import { bookingStepUrl, readBookingChoices, type BookingChoices } from './booking-choices';
import type { AnswerContext, AnswerFormValues } from './booking-schemas';

/** The booking flow's choices so far, from the page's URL (booking-choices.ts). */
export function useBookingChoices(): BookingChoices {
  const [search] = useSearchParams();
  return useMemo(() => readBookingChoices(search), [search]);
}

/**
 * A step reached without the choices before it (a reload of an old link, a URL typed in, the flow finished
 * in another tab): the flow starts again at its first step rather than showing a blank page.
 */
export function StartBookingAgain() {
  return <Navigate to={appointmentsPaths.bookService} replace />;
}

/**
 * A step of the booking flow: the NHS back link to the step before (with the same choices), the question as
 * the page's heading, the error summary, and the form with its button ('Continue' unless `submit` says).
 */
export function BookingStepPage({
  title,
  back,
  errors,
  submitCount,
  onSubmit,
  submit,
  failure,
  children,
}: {
  title: string;
  back: string;
  errors: FormError[];
  submitCount: number;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  submit?: ReactNode;
  /** Why the last attempt failed when no field can say (a FailureSummary), shown first. */
  failure?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('appointments');
  return (
    <>
      <Link className="nhsuk-back-link" to={back}>
        {t('book.back')}
      </Link>
      <Page title={title} errorCount={errors.length + (failure ? 1 : 0)}>
        <Row>
          <Col width="two-thirds">
            {failure}
            <FormErrorSummary errors={errors} submitCount={submitCount} />
            <form noValidate onSubmit={onSubmit}>
              {children}
              {submit ?? <Button type="submit">{t('book.continue')}</Button>}
            </form>
          </Col>
        </Row>
      </Page>
    </>
  );
}

/**
 * The form of a step with one answer among `choices` (the radios' values): the answer given before is
 * chosen again if it is still offered; a valid answer goes to `onAnswer`. The error links to `${fieldId}-0`.
 */
export function useAnswerForm({
  resolver,
  fieldId,
  choices,
  initial,
  onAnswer,
}: {
  resolver: Resolver<AnswerFormValues>;
  fieldId: string;
  choices: readonly string[];
  initial: string | undefined;
  onAnswer: (answer: string) => void;
}): {
  field: UseFormRegisterReturn;
  error: string | undefined;
  errors: FormError[];
  submitCount: number;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
} {
  const messageText = useMessageText();
  const context: AnswerContext = { choices };
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<AnswerFormValues, AnswerContext>({
    resolver,
    context,
    defaultValues: { answer: initial !== undefined && choices.includes(initial) ? initial : '' },
    ...validateOnSubmit,
  });
  const error = messageText(errors.answer?.message);
  return {
    field: register('answer'),
    error,
    errors: error ? [{ fieldId: `${fieldId}-0`, message: error }] : [],
    submitCount,
    onSubmit: (event) => void handleSubmit(({ answer }) => onAnswer(answer))(event),
  };
}

/**
 * spec part 2 'Dates': 'If no slot exists, the screen shows "No slots available."', with a way back to the
 * first step to choose differently.
 */
export function NoSlots({ title, choices }: { title: string; choices: BookingChoices }) {
  const { t } = useTranslation('appointments');
  return (
    <Page title={title}>
      <p>{t('book.noSlots')}</p>
      <p>
        <Link to={bookingStepUrl(appointmentsPaths.bookService, choices)}>
          {t('book.changeChoices')}
        </Link>
      </p>
    </Page>
  );
}
