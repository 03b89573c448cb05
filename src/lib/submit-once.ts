import { useRef, type SyntheticEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';

/**
 * The validation timing of the app's forms (GOV.UK/NHS pattern): check on submit only, and let the error
 * summary take focus (not the field). Spread into useForm's options.
 */
export const validateOnSubmit = {
  mode: 'onSubmit',
  reValidateMode: 'onSubmit',
  shouldFocusError: false,
} as const;

/**
 * A form's submit handler that sends one request at a time (ACCESSIBILITY.md: stop double submission):
 * while `send` runs, another press or Enter does nothing. Each new attempt first calls `beforeAttempt`, if
 * given (to clear the last failure, which stays until then), then validates and sends the valid values.
 */
export function useSubmitOnce<Values extends FieldValues>({
  handleSubmit,
  send,
  beforeAttempt,
}: {
  handleSubmit: UseFormHandleSubmit<Values>;
  send: (values: Values) => Promise<void>;
  beforeAttempt?: () => void;
}): (event: SyntheticEvent<HTMLFormElement>) => void {
  // A ref, not state: a second press in the same tick must see the first one already running.
  const sending = useRef(false);
  const sendOnce = async (values: Values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send(values);
    } finally {
      sending.current = false;
    }
  };
  return (event) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    beforeAttempt?.();
    void handleSubmit(sendOnce)(event);
  };
}
