import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { FormError } from '../../components/form-error-summary';
import { dateOfBirthErrorTarget } from '../../components/date-of-birth-input';

/** One field's error: its text for the summary and the field, and its key (the date input needs it). */
export interface RegistrationFieldError<Field extends string> extends FormError {
  field: Field;
  messageKey: string;
}

/**
 * A form's field errors in page order, as the error summary and the inline messages show them. A date of
 * birth's summary link goes to its first box in error.
 */
export function orderedFieldErrors<Values extends FieldValues, Field extends string & keyof Values>(
  fields: readonly Field[],
  errors: FieldErrors<Values>,
  textFor: (key: string | undefined) => string | undefined,
): RegistrationFieldError<Field>[] {
  return fields.flatMap((field) => {
    const messageKey = errors[field]?.message;
    const message = typeof messageKey === 'string' ? textFor(messageKey) : undefined;
    if (typeof messageKey !== 'string' || !message) return [];
    const fieldId = field === 'dateOfBirth' ? dateOfBirthErrorTarget(field, messageKey) : field;
    return [{ field, fieldId, message, messageKey }];
  });
}
