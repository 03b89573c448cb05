import { Button } from 'nhsuk-react-components';
import { useMemo, type ComponentProps, type ReactNode, type SubmitEventHandler } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { AppLink } from '../../../components/app-link';
import type { FormError } from '../../../components/form-error-summary';
import { FormStepPage } from '../../../components/form-step-page';
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
 * A step of the booking flow (FormStepPage): 'Back' to the step before (with the same choices), and
 * 'Continue' unless `submit` says otherwise.
 */
export function BookingStepPage({
  submit,
  ...page
}: Omit<ComponentProps<typeof FormStepPage>, 'backLabel' | 'submit' | 'before'> & {
  submit?: ReactNode;
}) {
  const { t } = useTranslation('appointments');
  return (
    <FormStepPage
      {...page}
      backLabel={t('book.back')}
      submit={submit ?? <Button type="submit">{t('book.continue')}</Button>}
    />
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
        <AppLink to={bookingStepUrl(appointmentsPaths.bookService, choices)}>
          {t('book.changeChoices')}
        </AppLink>
      </p>
    </Page>
  );
}
