import { useMutation } from '@tanstack/react-query';
import { Button, Col, Row } from 'nhsuk-react-components';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/app-link';
import { EmailField } from '../../components/email-field';
import { FocusedNotificationBanner } from '../../components/focused-notification-banner';
import { FormErrorSummary } from '../../components/form-error-summary';
import { Page } from '../../components/page';
import { graphql } from '../../gql';
import { GatewayError, gatewayRequest } from '../../lib/gateway-client';
import { lazyYupResolver } from '../../lib/lazy-yup-resolver';
import { useMessageText } from '../../lib/use-message-text';
import { PasswordResetFailure } from './components/password-reset-failure';
import type { ForgotPasswordFormValues } from './forgot-password-schema';
import { useSubmitOnce, validateOnSubmit } from '../../lib/submit-once';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** Where the back link goes: My profile for a user who came from it, otherwise the login page. */
const profilePath = '/my-details/profile';
const loginPath = '/login';

/** Validation rules load after the page (see lazyYupResolver). */
const forgotPasswordResolver = lazyYupResolver<ForgotPasswordFormValues>(() =>
  import('./forgot-password-schema').then(({ forgotPasswordSchema }) => forgotPasswordSchema),
);

/**
 * /forgot-password (spec part 2 'Forgot password', §4, §5, §8): asks for a password reset email. The email
 * is prefilled from navigation state (`{ email }`: the login page's link, or My profile's 'Reset my
 * password' with `{ from: 'profile' }`). Once sent, the form gives way to the check-email message (spec part 2
 * §4 'the button is replaced by the check-email message'), which takes focus: a form left behind without its
 * button would be one no one can submit (WCAG H32). The gateway answers the same whether or not the email has
 * an account.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const arrival = readForgotPasswordNavigationState(useLocation().state);

  const {
    register,
    handleSubmit,
    control,
    formState: { errors, submitCount },
  } = useForm<ForgotPasswordFormValues>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: arrival.email },
    ...validateOnSubmit,
  });
  const typedEmail = useWatch({ control, name: 'email' });

  const request = useMutation({
    mutationFn: (values: ForgotPasswordFormValues) =>
      gatewayRequest(RequestPasswordResetMutation, values),
  });
  // The gateway's code, turned into words when shown (so the words follow the language).
  const [failureCode, setFailureCode] = useState<string>();
  const sent = request.isSuccess;

  const submitOnce = useSubmitOnce({
    handleSubmit,
    send: async (values: ForgotPasswordFormValues) => {
      try {
        await request.mutateAsync(values);
      } catch (error) {
        setFailureCode(error instanceof GatewayError ? error.code : 'common.unexpected');
      }
    },
    // A failure message stays until the next attempt.
    beforeAttempt: () => setFailureCode(undefined),
  });

  const emailError = messageText(errors.email?.message);
  const summary = emailError ? [{ fieldId: 'email', message: emailError }] : [];

  return (
    <>
      {/* The NHS back link's classes on a router link: the component's props cannot carry the state. */}
      <AppLink
        className="nhsuk-back-link"
        to={arrival.fromProfile ? profilePath : loginPath}
        // The login page gets back the email as it now stands.
        state={arrival.fromProfile ? undefined : { email: typedEmail.trim() }}
      >
        {t('forgotPassword.back')}
      </AppLink>
      <Page title={t('forgotPassword.title')} errorCount={summary.length + (failureCode ? 1 : 0)}>
        <Row>
          <Col width="two-thirds">
            {sent ? (
              <ResetEmailSent />
            ) : (
              <>
                {summary.length > 0 && (
                  <FormErrorSummary errors={summary} submitCount={submitCount} />
                )}
                {failureCode && <PasswordResetFailure code={failureCode} />}
                <p>{t('forgotPassword.intro')}</p>
                <form noValidate onSubmit={submitOnce}>
                  <EmailField
                    id="email"
                    label={t('forgotPassword.email.label')}
                    error={emailError}
                    {...register('email')}
                  />
                  <Button type="submit" aria-disabled={request.isPending || undefined}>
                    {request.isPending
                      ? t('forgotPassword.submitting')
                      : t('forgotPassword.submit')}
                  </Button>
                </form>
              </>
            )}
          </Col>
        </Row>
      </Page>
    </>
  );
}

/**
 * The check-email message in place of the form: an NHS success banner (role=alert) that takes focus as it appears, as GOV.UK's
 * success banner does, so that screen reader and keyboard users are not left on a button that is gone.
 */
function ResetEmailSent() {
  const { t } = useTranslation('auth');
  return (
    <FocusedNotificationBanner
      success
      titleId="reset-email-sent-title"
      title={t('forgotPassword.sent.title')}
    >
      <p className="nhsuk-notification-banner__heading">{t('forgotPassword.sent.message')}</p>
    </FocusedNotificationBanner>
  );
}

/** Reads the navigation state this page understands, ignoring anything else a sender put there. */
function readForgotPasswordNavigationState(state: unknown): {
  email: string;
  fromProfile: boolean;
} {
  if (!state || typeof state !== 'object') return { email: '', fromProfile: false };
  const { email, from } = state as Record<string, unknown>;
  return { email: typeof email === 'string' ? email.trim() : '', fromProfile: from === 'profile' };
}
