import { Button, Textarea } from 'nhsuk-react-components';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { useSubmitOnce, validateOnSubmit } from '../../../lib/submit-once';
import { cancelOrderMessages } from '../cancel-order-messages';
import type { CancelOrderFormValues } from '../cancel-order-schema';
import { cancelReasonFieldId } from './cancel-reason-field-id';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';

/**
 * The list's error summary comes with the form (CancelFormErrorSummary): it shows only after the form has
 * reported a problem.
 */
export { FormErrorSummary } from '../../../components/form-error-summary';

/** Validation rules load at the first interaction after this chunk has come (see lazyYupResolver). */
const resolver = lazyYupResolver<CancelOrderFormValues>(() =>
  import('../cancel-order-schema').then(({ cancelOrderSchema }) => cancelOrderSchema),
);

export interface CancelOrderReasonFormProps {
  orderId: string;
  /** The reason's inline error, already translated (the list words it, as it does the error summary). */
  error?: string;
  submitting: boolean;
  /** Cancels the order with a valid reason; true when the gateway refused the reason as blank. */
  onCancel: (values: CancelOrderFormValues) => Promise<boolean>;
  /**
   * The reason's error code (cancelOrderMessages) and the form's submit count, whenever either changes: the
   * list shows the error summary above the orders and words the inline error from them.
   */
  onProblem: (code: string | undefined, submitCount: number) => void;
  onKeep: () => void;
}

/**
 * The open cancel form of an order: the reason and its two buttons. Its own chunk, with react-hook-form and
 * the textarea, loaded when a 'Cancel order' button is approached or pressed (CancelOrderForm), not with the
 * orders list (issue #20: JavaScript until idle). It takes focus to the reason when it opens.
 */
export function CancelOrderReasonForm({
  orderId,
  error,
  submitting,
  onCancel,
  onProblem,
  onKeep,
}: CancelOrderReasonFormProps) {
  const { t } = useTranslation('orders');
  const fieldErrorProps = useFieldErrorProps();
  const reasonId = cancelReasonFieldId(orderId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<CancelOrderFormValues>({
    resolver,
    defaultValues: { reason: '' },
    ...validateOnSubmit,
  });

  useEffect(() => {
    document.getElementById(reasonId)?.focus();
  }, [reasonId]);

  const reasonCode = errors.reason?.message;
  useEffect(() => {
    onProblem(reasonCode, submitCount);
  }, [onProblem, reasonCode, submitCount]);

  const onSubmit = useSubmitOnce({
    handleSubmit,
    send: async (values) => {
      if (await onCancel(values))
        setError('reason', { message: cancelOrderMessages.reasonRequired });
    },
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Textarea
        id={reasonId}
        rows={3}
        label={t('currentOrders.cancel.reasonLabel')}
        labelProps={{ size: 's' }}
        hint={t('currentOrders.cancel.reasonHint')}
        error={error}
        errorProps={fieldErrorProps}
        {...register('reason')}
      />
      <div className="nhsuk-button-group">
        <Button type="submit" warning aria-disabled={submitting || undefined}>
          {submitting ? t('currentOrders.cancel.submitting') : t('currentOrders.cancel.submit')}
        </Button>
        <Button type="button" secondary onClick={onKeep}>
          {t('currentOrders.cancel.keep')}
        </Button>
      </div>
    </form>
  );
}
