import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Col, Row } from 'nhsuk-react-components';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { showAlert } from '../../components/alerts/alert-store';
import { EmailField } from '../../components/email-field';
import { FailureSummary } from '../../components/failure-summary';
import { useFieldErrorProps } from '../../components/field-error-props';
import { FormErrorSummary } from '../../components/form-error-summary';
import { focusPageHeadingWhenShown } from '../../components/navigation-focus';
import { Page } from '../../components/page';
import { PasswordField } from '../../components/password-field';
import { QueryScreen } from '../../components/query-screen';
import { graphql } from '../../gql';
import { GatewayError, gatewayRequest } from '../../lib/gateway-client';
import { gatewayQuery } from '../../lib/query-keys';
import { lazyYupResolver } from '../../lib/lazy-yup-resolver';
import { useSubmitOnce, validateOnSubmit } from '../../lib/submit-once';
import { useCredentialErrors } from './credential-errors';
import type { LoginFormValues } from './login-schema';

const VerifyNewEmailScreenQuery = graphql(`
  query VerifyNewEmailScreen {
    config {
      featureEmailChange
    }
    session {
      signedIn
    }
  }
`);

const VerifyEmailChangeMutation = graphql(`
  mutation VerifyEmailChange($token: String!, $credentials: EmailChangeCredentials) {
    verifyEmailChange(token: $token, credentials: $credentials)
  }
`);

const loginPath = '/login';
/** spec part 2 §9: 'The redirect to login after email verification takes 5 s.' */
export const LOGIN_REDIRECT_MS = 5000;

/** The current email and password (signed out): the login form's rules, so the same messages. */
const credentialsResolver = lazyYupResolver<LoginFormValues>(() =>
  import('./login-schema').then(({ loginSchema }) => loginSchema),
);

/**
 * /verify-new-email/{id} (spec part 2 'Verify email change'), the page the email-change mail links to. With
 * the feature 'Disabled' it goes to log in. Signed in, one button ('Complete Verification'); signed out, the
 * current email and password first. On success the gateway has ended the session (the old email is gone), and
 * the app goes to log in after 5 s, where an alert repeats the news.
 */
export function VerifyNewEmailScreen() {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const token = useParams()['id'] ?? '';
  const query = useQuery(gatewayQuery(VerifyNewEmailScreenQuery));
  const [verified, setVerified] = useState(false);

  if (verified) return <EmailChanged />;
  return (
    <QueryScreen
      query={query}
      title={t('verifyNewEmail.title')}
      loadingLabel={t('verifyNewEmail.loading')}
      failureMessage={tErrors('common.unexpected')}
      decidesOnAnswer
    >
      {(data) =>
        data.config.featureEmailChange ? (
          <VerifyForm
            token={token}
            signedIn={data.session.signedIn}
            onVerified={() => {
              focusPageHeadingWhenShown();
              setVerified(true);
            }}
          />
        ) : (
          <Navigate to={loginPath} replace />
        )
      }
    </QueryScreen>
  );
}

function VerifyForm({
  token,
  signedIn,
  onVerified,
}: {
  token: string;
  signedIn: boolean;
  onVerified: () => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const fieldErrorProps = useFieldErrorProps();
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<LoginFormValues>({
    // Signed in, there are no fields to check.
    ...(signedIn ? {} : { resolver: credentialsResolver }),
    defaultValues: { email: '', password: '' },
    ...validateOnSubmit,
  });
  const verify = useMutation({
    mutationFn: (credentials: LoginFormValues | undefined) =>
      gatewayRequest(VerifyEmailChangeMutation, { token, credentials: credentials ?? null }),
    // The gateway ends the session (the old email is gone): forget the signed-in data, as logging out does.
    meta: { endsSession: true },
  });
  // The gateway's failure, turned into words when shown (so the words follow the language).
  const [failure, setFailure] = useState<GatewayError>();

  const onSubmit = useSubmitOnce({
    handleSubmit,
    send: async (values: LoginFormValues) => {
      try {
        await verify.mutateAsync(signedIn ? undefined : values);
        onVerified();
      } catch (error) {
        setFailure(error instanceof GatewayError ? error : new GatewayError('common.unexpected'));
      }
    },
    beforeAttempt: () => setFailure(undefined),
  });

  const { summary, messageFor } = useCredentialErrors(errors);

  return (
    <Page title={t('verifyNewEmail.title')} errorCount={summary.length + (failure ? 1 : 0)}>
      <Row>
        <Col width="two-thirds">
          {summary.length > 0 && <FormErrorSummary errors={summary} submitCount={submitCount} />}
          {failure && (
            // spec part 2 §8: the server's message where it gives one, else the catalogue's.
            <FailureSummary message={failure.serverMessage ?? tErrors(failureKey(failure.code))} />
          )}
          <p>{signedIn ? t('verifyNewEmail.signedInIntro') : t('verifyNewEmail.signedOutIntro')}</p>
          <form noValidate onSubmit={onSubmit}>
            {!signedIn && (
              <>
                <EmailField
                  id="email"
                  label={t('verifyNewEmail.email.label')}
                  error={messageFor('email')}
                  {...register('email')}
                />
                <PasswordField
                  id="password"
                  autoComplete="current-password"
                  label={t('verifyNewEmail.password.label')}
                  showPasswordLabel={t('verifyNewEmail.password.show')}
                  error={messageFor('password')}
                  errorProps={fieldErrorProps}
                  {...register('password')}
                />
              </>
            )}
            <Button type="submit" aria-disabled={verify.isPending || undefined}>
              {verify.isPending ? t('verifyNewEmail.submitting') : t('verifyNewEmail.submit')}
            </Button>
          </form>
        </Col>
      </Row>
    </Page>
  );
}

/** The failure codes this screen can be sent (gateway/src/auth/auth.graphql); others are unexpected. */
const failureKeys = [
  'auth.fieldsRequired',
  'auth.invalidEmail',
  'emailChange.credentialsRefused',
  'emailChange.failed',
  'emailChange.disabled',
  // The sign-in's limit reached (issue 21).
  'common.tooManyRequests',
  // The API too busy to check the password in time (issue 22).
  'common.busy',
] as const;
type FailureKey = (typeof failureKeys)[number];

function failureKey(code: string): FailureKey {
  return failureKeys.find((key) => key === code) ?? 'emailChange.failed';
}

/**
 * Success, then log in after 5 s. The alert carried to the login page repeats the news, so a screen reader
 * user who is moved on before hearing it all does not lose it; 'Log in now' goes without waiting.
 */
function EmailChanged() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      showAlert({
        kind: 'success',
        message: t('verifyNewEmail.success.alert'),
        keepForNextPage: true,
      });
      void navigate(loginPath, { replace: true });
    }, LOGIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, t]);
  return (
    <Page title={t('verifyNewEmail.success.title')}>
      <p>{t('verifyNewEmail.success.message')}</p>
      <p>{t('verifyNewEmail.success.redirect')}</p>
      <Button asElement={AppLink} href={loginPath} to={loginPath}>
        {t('verifyNewEmail.success.login')}
      </Button>
    </Page>
  );
}
