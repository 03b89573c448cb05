import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormError } from '../../components/form-error-summary';
import type { LoginFormValues } from './login-schema';

/** The email and password fields in page order: the error summary lists them in this order. */
const credentialFields = ['email', 'password'] as const;
type CredentialField = (typeof credentialFields)[number];

/**
 * The words for an email-and-password form's errors (login, and verifying an email change signed out), by the
 * login schema's codes. The required rule has one message for both fields (errors:auth.fieldsRequired): the
 * summary says it once, linked to the first empty field; each empty field still shows it inline.
 */
export function useCredentialErrors(errors: FieldErrors<LoginFormValues>): {
  summary: FormError[];
  messageFor: (field: CredentialField) => string | undefined;
} {
  const { t: tErrors } = useTranslation('errors');
  const fieldMessages = credentialFields.flatMap((field) => {
    const code = errors[field]?.message;
    if (!code) return [];
    const message =
      code === 'auth.invalidEmail' ? tErrors('auth.invalidEmail') : tErrors('auth.fieldsRequired');
    return [{ fieldId: field, message }];
  });
  const summary = fieldMessages.filter(
    (item, index) => fieldMessages.findIndex(({ message }) => message === item.message) === index,
  );
  const messageFor = (field: CredentialField) =>
    fieldMessages.find(({ fieldId }) => fieldId === field)?.message;
  return { summary, messageFor };
}
