import { Button, Textarea } from 'nhsuk-react-components';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorProps } from '../../../components/field-error-props';

/** The id of the reason field of an order's cancel form (the error summary links to it). */
export function cancelReasonFieldId(orderId: string): string {
  return `cancel-reason-${orderId}`;
}

export interface CancelOrderFormProps {
  orderId: string;
  /** Whether the form is shown; otherwise only the 'Cancel order' button is. */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** react-hook-form's registration of the reason field. */
  reasonField: UseFormRegisterReturn<'reason'>;
  /** The reason's inline error, already translated. */
  error?: string;
  submitting: boolean;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
}

/**
 * The cancel action of a cancellable order (spec part 1 §2 'Current orders', §5: only with a non-blank
 * reason). A 'Cancel order' button reveals the form in place; opening it moves focus to the reason, and
 * 'Keep this order' closes it and gives focus back to the button.
 */
export function CancelOrderForm({
  orderId,
  open,
  onOpen,
  onClose,
  reasonField,
  error,
  submitting,
  onSubmit,
}: CancelOrderFormProps) {
  const { t } = useTranslation('orders');
  const fieldErrorProps = useFieldErrorProps();
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const reasonId = cancelReasonFieldId(orderId);

  useEffect(() => {
    if (open) {
      document.getElementById(reasonId)?.focus();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      openButtonRef.current?.focus();
    }
  }, [open, reasonId]);

  if (!open) {
    return (
      <Button type="button" warning ref={openButtonRef} onClick={onOpen}>
        {t('currentOrders.cancel.open')}
      </Button>
    );
  }
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
        {...reasonField}
      />
      <div className="nhsuk-button-group">
        <Button type="submit" warning aria-disabled={submitting || undefined}>
          {submitting ? t('currentOrders.cancel.submitting') : t('currentOrders.cancel.submit')}
        </Button>
        <Button
          type="button"
          secondary
          onClick={() => {
            returnFocus.current = true;
            onClose();
          }}
        >
          {t('currentOrders.cancel.keep')}
        </Button>
      </div>
    </form>
  );
}
