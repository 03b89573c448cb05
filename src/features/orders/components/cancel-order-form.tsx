import { Button } from 'nhsuk-react-components';
import { startTransition, useEffect, useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import type { CancelOrderReasonFormProps } from './cancel-order-reason-form';

/**
 * The open form's code (react-hook-form, the textarea: ~14 kB gzipped) is not the orders list's: it loads
 * when a 'Cancel order' button takes focus or the pointer, or at the latest when it is pressed.
 */
const { Component: CancelOrderReasonForm, preload: preloadForm } = preloadableLazy(() =>
  import('./cancel-order-reason-form').then((module) => module.CancelOrderReasonForm),
);
const { Component: FormErrorSummary, preload: preloadSummary } = preloadableLazy(() =>
  import('./cancel-order-reason-form').then((module) => module.FormErrorSummary),
);
const preloadReasonForm = () => Promise.all([preloadForm(), preloadSummary()]);

/**
 * The list's error summary for the open cancel form, from the form's chunk: it shows only once the form has
 * reported a problem, so its code has come with the form's and it renders at once (and takes focus as before).
 */
export function CancelFormErrorSummary(props: ComponentProps<typeof FormErrorSummary>) {
  if (props.errors.length === 0) return null;
  return <FormErrorSummary {...props} />;
}

export interface CancelOrderFormProps extends Omit<CancelOrderReasonFormProps, 'onKeep'> {
  /** Whether the form is shown; otherwise only the 'Cancel order' button is. */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * The cancel action of a cancellable order (spec part 1 §2 'Current orders', §5: only with a non-blank
 * reason). A 'Cancel order' button reveals the form in place; opening it moves focus to the reason, and
 * 'Keep this order' closes it and gives focus back to the button. The form opens in a transition: if its
 * code has not come yet, the button stays, with focus, until it has.
 */
export function CancelOrderForm({ open, onOpen, onClose, ...formProps }: CancelOrderFormProps) {
  const { t } = useTranslation('orders');
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      openButtonRef.current?.focus();
    }
  }, [open]);

  if (!open) {
    const preload = () => void preloadReasonForm().catch(() => undefined);
    return (
      <Button
        type="button"
        warning
        ref={openButtonRef}
        onFocus={preload}
        onPointerEnter={preload}
        onClick={() => {
          preload();
          startTransition(onOpen);
        }}
      >
        {t('currentOrders.cancel.open')}
      </Button>
    );
  }
  return (
    <CancelOrderReasonForm
      {...formProps}
      onKeep={() => {
        returnFocus.current = true;
        onClose();
      }}
    />
  );
}
