import { ErrorSummary } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';

/**
 * Why asking for a reset email, or setting the new password, failed (spec part 2 §8 'Password reset request'
 * and 'completion': errors:auth.passwordResetFailed). Like a sign-in failure it
 * stays until the next attempt, as an NHS error summary that takes focus and is announced (role=alert). The
 * screens keep the gateway's code and this turns it into words, so the text follows the language.
 */
export function PasswordResetFailure({ code }: { code: string }) {
  const { t } = useTranslation('common');
  const { t: tErrors } = useTranslation('errors');
  return (
    <ErrorSummary aria-labelledby="password-reset-failure-title">
      <ErrorSummary.Title id="password-reset-failure-title">
        {t('errorSummary.title')}
      </ErrorSummary.Title>
      <p>
        {code === 'auth.invalidEmail'
          ? tErrors('auth.invalidEmail')
          : tErrors('auth.passwordResetFailed')}
      </p>
    </ErrorSummary>
  );
}
