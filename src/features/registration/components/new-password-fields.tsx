import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { PasswordField } from '../../../components/password-field';
import { PasswordStrengthMeter } from '../../../components/password-strength';

/**
 * The new password and its confirmation, each with show/hide, and the strength meter between them (spec
 * part 1 §2 'Register details' and 'Linkage details'). The rule is THE password rule
 * (src/lib/password-rule.ts); the form's schema applies it. Field ids: `password`, `confirmPassword`.
 */
export function NewPasswordFields({
  password,
  passwordField,
  confirmField,
  passwordError,
  confirmError,
}: {
  /** The password as typed, for the strength meter. */
  password: string;
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  /** Translated error texts. */
  passwordError: string | undefined;
  confirmError: string | undefined;
}) {
  const { t } = useTranslation('registration');
  const { t: tAuth } = useTranslation('auth');
  const fieldErrorProps = useFieldErrorProps();
  return (
    <>
      <PasswordField
        id="password"
        autoComplete="new-password"
        label={t('password.label')}
        hint={tAuth('password.hint')}
        showPasswordLabel={t('password.show')}
        error={passwordError}
        errorProps={fieldErrorProps}
        {...passwordField}
      />
      <PasswordStrengthMeter password={password} />
      <PasswordField
        id="confirmPassword"
        autoComplete="new-password"
        label={t('password.confirm.label')}
        showPasswordLabel={t('password.confirm.show')}
        error={confirmError}
        errorProps={fieldErrorProps}
        {...confirmField}
      />
    </>
  );
}
