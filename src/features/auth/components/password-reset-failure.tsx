import { useTranslation } from 'react-i18next';
import { FailureSummary } from '../../../components/failure-summary';

/**
 * Why asking for a reset email, or setting the new password, failed (spec part 2 §8 'Password reset request'
 * and 'completion': errors:auth.passwordResetFailed), as a failure summary that stays until the next attempt.
 */
export function PasswordResetFailure({ code }: { code: string }) {
  const { t: tErrors } = useTranslation('errors');
  return (
    <FailureSummary
      message={
        code === 'auth.invalidEmail'
          ? tErrors('auth.invalidEmail')
          : code === 'common.tooManyRequests'
            ? tErrors('common.tooManyRequests')
            : code === 'common.busy'
              ? tErrors('common.busy')
              : tErrors('auth.passwordResetFailed')
      }
    />
  );
}
