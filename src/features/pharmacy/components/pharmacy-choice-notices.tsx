import { NotificationBanner } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { FailureSummary } from '../../../components/failure-summary';
import { FormErrorSummary, type FormError } from '../../../components/form-error-summary';

/**
 * What the choose and change pharmacy pages say above the search: why the patient was sent here (an account
 * found invalid at sign-in), the form's errors, and the failures of the choice or of the search. The page
 * loads this part only when it has something to show or at the first interaction (issue #20).
 */
export function PharmacyChoiceNotices({
  invalidAccount,
  errors,
  submitCount,
  failure,
  serviceFailure,
}: {
  invalidAccount: boolean;
  errors: FormError[];
  submitCount: number;
  /** Why the choice was refused, translated. */
  failure: string | undefined;
  /** Why the search failed, translated. */
  serviceFailure: string | undefined;
}) {
  const { t } = useTranslation('pharmacy');
  const { t: tErrors } = useTranslation('errors');
  return (
    <>
      {invalidAccount && (
        <NotificationBanner titleId="choose-pharmacy-notice-title">
          <NotificationBanner.Title id="choose-pharmacy-notice-title">
            {t('choose.notice.title')}
          </NotificationBanner.Title>
          <p className="nhsuk-notification-banner__heading">{tErrors('auth.invalidAccount')}</p>
        </NotificationBanner>
      )}
      {errors.length > 0 && <FormErrorSummary errors={errors} submitCount={submitCount} />}
      {failure && <FailureSummary message={failure} />}
      {serviceFailure && <FailureSummary message={serviceFailure} />}
    </>
  );
}
