import { useMutation } from '@tanstack/react-query';
import { Button, Col, NotificationBanner, Row } from 'nhsuk-react-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/app-link';
import { EmailField } from '../../components/email-field';
import { FocusedNotificationBanner } from '../../components/focused-notification-banner';
import { FormErrorSummary } from '../../components/form-error-summary';
import { Page } from '../../components/page';
import { graphql } from '../../gql';
import type { RegistrationEmailOutcome } from '../../gql/graphql';
import { GatewayError, gatewayRequest, isLimitReached } from '../../lib/gateway-client';
import { lazyYupResolver } from '../../lib/lazy-yup-resolver';
import { useSubmitOnce, validateOnSubmit } from '../../lib/submit-once';
import { useMessageText } from '../../lib/use-message-text';
import { RegistrationFailure } from './components/registration-failure';
import { readRegistrationNavigationState } from './registration-navigation-state';
import { routePaths } from '../../lib/route-paths';
import { updateRegistrationProgress, useRegistrationProgress } from './registration-progress-store';
import type { VerifyEmailFormValues } from './verify-email-schema';

const StartRegistrationMutation = graphql(`
  mutation StartRegistration($email: String!, $marketingOptin: Boolean!) {
    startRegistration(email: $email, marketingOptin: $marketingOptin)
  }
`);

/** Validation rules load after the page (see lazyYupResolver). */
const verifyEmailResolver = lazyYupResolver<VerifyEmailFormValues>(() =>
  import('./verify-email-schema').then(({ verifyEmailSchema }) => verifyEmailSchema),
);

/**
 * /verify-email, 'Your Details' (spec part 1 §2 'Email entry', §4 'Registration', §5 'Email step', §8): the
 * email step. The gateway checks whether the email has an account and sends (or resends) the verification
 * email in one call, so the button says 'Checking' while that runs; pressed again after an email was sent,
 * it asks for the email again, and says 'Sending'. The outcome is shown under the button and takes focus.
 * The email is prefilled from navigation state (`email`, from the login page's 'finish your registration'),
 * and arriving with `invalidToken` (from /register) shows why the link did not work.
 */
export function VerifyEmailScreen() {
  const { t } = useTranslation('registration');
  const { t: tErrors } = useTranslation('errors');
  const messageText = useMessageText();
  const arrival = readRegistrationNavigationState(useLocation().state);
  const marketingOptin = useRegistrationProgress((progress) => progress.marketingOptin);

  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<VerifyEmailFormValues>({
    resolver: verifyEmailResolver,
    defaultValues: { email: arrival.email },
    ...validateOnSubmit,
  });

  const start = useMutation({
    mutationFn: ({ email }: VerifyEmailFormValues) =>
      gatewayRequest(StartRegistrationMutation, { email, marketingOptin }),
  });
  const [outcome, setOutcome] = useState<{ result: RegistrationEmailOutcome; email: string }>();
  const [failureCode, setFailureCode] = useState<string>();
  // Whether this attempt follows a sent email: then it is mostly a resend.
  const [resending, setResending] = useState(false);

  const onSubmit = useSubmitOnce({
    handleSubmit,
    send: async (values: VerifyEmailFormValues) => {
      try {
        const { startRegistration: result } = await start.mutateAsync(values);
        setOutcome({ result, email: values.email });
        if (result !== 'ACCOUNT_EXISTS') {
          updateRegistrationProgress({ regRoute: 'Manual', email: values.email });
        }
      } catch (error) {
        const code = error instanceof GatewayError ? error.code : undefined;
        // spec part 1 §8: a send or resend failure says 'There was an error…'; a limit reached says so.
        setFailureCode(
          code === 'auth.invalidEmail' || isLimitReached(error) ? code : 'registration.sendFailed',
        );
      }
    },
    beforeAttempt: () => {
      setResending(outcome !== undefined && outcome.result !== 'ACCOUNT_EXISTS');
      setOutcome(undefined);
      setFailureCode(undefined);
    },
  });

  const emailError = messageText(errors.email?.message);
  const summary = emailError ? [{ fieldId: 'email', message: emailError }] : [];
  const pendingLabel = resending ? t('verifyEmail.sending') : t('verifyEmail.checking');

  return (
    <Page title={t('verifyEmail.title')} errorCount={summary.length + (failureCode ? 1 : 0)}>
      <Row>
        <Col width="two-thirds">
          {arrival.invalidToken && (
            <NotificationBanner titleId="verify-email-notice-title">
              <NotificationBanner.Title id="verify-email-notice-title">
                {t('verifyEmail.notice.title')}
              </NotificationBanner.Title>
              <p className="nhsuk-notification-banner__heading">
                {tErrors('registration.invalidToken')}
              </p>
            </NotificationBanner>
          )}
          {summary.length > 0 && <FormErrorSummary errors={summary} submitCount={submitCount} />}
          {failureCode && <RegistrationFailure code={failureCode} />}
          <p>{t('verifyEmail.intro')}</p>

          <form noValidate onSubmit={onSubmit}>
            <EmailField
              id="email"
              label={t('verifyEmail.email.label')}
              error={emailError}
              {...register('email')}
            />
            <Button type="submit" aria-disabled={start.isPending || undefined}>
              {start.isPending ? pendingLabel : t('verifyEmail.submit')}
            </Button>
            {/* The button's new words are not read out while it keeps focus: say them here. */}
            <div className="nhsuk-u-visually-hidden" aria-live="polite">
              {start.isPending
                ? resending
                  ? t('verifyEmail.sendingAnnouncement')
                  : t('verifyEmail.checkingAnnouncement')
                : ''}
            </div>
          </form>
          {outcome && (
            <EmailStepOutcome key={outcome.result} result={outcome.result} email={outcome.email} />
          )}
        </Col>
      </Row>
    </Page>
  );
}

/**
 * What the email step did (spec part 1 §8 'Registration'): the verification email was sent (or sent
 * again), as an NHS success banner; or the email already has an account, as an NHS 'Important' banner with
 * a Log in link carrying the email. Either takes focus as it appears (as the check-email message of
 * forgot password does), so screen reader users hear it and keyboard users are next to its link.
 */
function EmailStepOutcome({ result, email }: { result: RegistrationEmailOutcome; email: string }) {
  const { t } = useTranslation('registration');
  const { t: tErrors } = useTranslation('errors');
  if (result === 'ACCOUNT_EXISTS') {
    return (
      <FocusedNotificationBanner
        role="alert"
        titleId="account-exists-title"
        title={t('verifyEmail.notice.title')}
      >
        <p className="nhsuk-notification-banner__heading">
          {tErrors('registration.accountExists')}
        </p>
        <p>
          <AppLink
            className="nhsuk-notification-banner__link"
            to={routePaths.login}
            state={{ email }}
          >
            {t('verifyEmail.accountExists.login')}
          </AppLink>
        </p>
      </FocusedNotificationBanner>
    );
  }
  return (
    <FocusedNotificationBanner
      success
      titleId="verification-sent-title"
      title={t('verifyEmail.sent.title')}
    >
      <p className="nhsuk-notification-banner__heading">{t('verifyEmail.sent.message')}</p>
    </FocusedNotificationBanner>
  );
}
