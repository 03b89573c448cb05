import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Col, Row } from 'nhsuk-react-components';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../components/trans';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/app-link';
import { EmailField } from '../../components/email-field';
import { useFieldErrorProps } from '../../components/field-error-props';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Page } from '../../components/page';
import { graphql } from '../../gql';
import { builtConfigAnswer } from '../../lib/built-public-config';
import type { LoginScreenQuery as LoginScreenQueryResult } from '../../gql/graphql';
import { GatewayError, gatewayRequest } from '../../lib/gateway-client';
import { gatewayQuery } from '../../lib/query-keys';
import { lazyYupResolver } from '../../lib/lazy-yup-resolver';
import { useDeferredForm } from '../../lib/deferred-form';
import { preloadWhenInteracted } from '../../lib/first-interaction';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { emailFromNavigationState, readLoginNavigationState } from './login-navigation-state';
import { useCredentialErrors } from './credential-errors';
import { PasswordField } from '../../components/password-field';
import { useLoginEntryParameters } from './login-entry-parameters';
import { useEnterSignedIn } from '../../lib/enter-signed-in';
import { useNhsLoginReturn, useStartNhsLogin } from '../../lib/nhs-login';
import { useSubmitOnce, validateOnSubmit } from '../../lib/submit-once';
import { useHydrated } from '../../lib/use-hydrated';
import type { LoginFormValues } from './login-schema';

const LoginScreenQuery = graphql(`
  query LoginScreen {
    config {
      featureNHSLogin
      links {
        findOutMore
      }
      productName
    }
  }
`);

const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      destination
    }
  }
`);

/** Validation rules load after the page (see lazyYupResolver), as for every other form. */
const loginResolver = lazyYupResolver<LoginFormValues>(() =>
  import('./login-schema').then(({ loginSchema }) => loginSchema),
);

/**
 * What a failed attempt shows, which a visit to the page does not need until then (issue #20): the code comes
 * at the user's first interaction, with the form's, so that it renders at once when the attempt fails; if not
 * yet there (NHS login back with a failure, a quick submit), it shows when it comes and takes focus then.
 */
const { Component: FormErrorSummary, preload: preloadErrorSummary } = preloadableLazy(() =>
  import('../../components/form-error-summary').then((module) => module.FormErrorSummary),
);
const { Component: SignInFailure, preload: preloadSignInFailure } = preloadableLazy(() =>
  import('./components/sign-in-failure').then((module) => module.SignInFailure),
);

/**
 * What another page asked this one to say, only when one did (an arrival in a navigation, which shows the
 * page once it has come: no shift).
 */
const { Component: LoginNotice } = preloadableLazy(() =>
  import('./components/login-notice').then((module) => module.LoginNotice),
);

/**
 * /login (spec part 1 §2, §4 sign-in, §5 login validation, §8 login failure alerts). NHS login comes back
 * here with `code`: while it completes, a spinner; then home or choose pharmacy, as after an email sign-in.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  // The whole page at once, and in the HTML the build renders (issue #20): until the configuration has come
  // the page shows the one the app was built with, which is what the API serves unless deployed otherwise.
  const { data, status, refetch } = useQuery({
    ...gatewayQuery(LoginScreenQuery),
    placeholderData: builtConfigAnswer,
  });
  useLoginEntryParameters();
  const nhsLoginReturn = useNhsLoginReturn(LoginScreenQuery);

  if (nhsLoginReturn.status === 'completing')
    return <LoadingSpinner label={t('login.nhsLogin.completing')} />;
  // Without configuration (the API down on a first visit, issue #22) the email sign-in still works on its own:
  // the form shows, without the ways that need the configuration (NHS login, registration), which each
  // attempt to sign in asks for again. If signing in fails too, it says so and keeps what was typed.
  return (
    <LoginForm
      config={status === 'success' ? data.config : undefined}
      onAttempt={status === 'error' ? () => void refetch() : undefined}
      nhsLoginFailure={nhsLoginReturn.status === 'failed' ? nhsLoginReturn.code : undefined}
    />
  );
}

type LoginScreenConfig = LoginScreenQueryResult['config'];

interface SignInFailureState {
  code: string;
  email: string;
}

function LoginForm({
  config,
  onAttempt,
  nhsLoginFailure,
}: {
  /** Undefined when it could not be read: the email sign-in only. */
  config: LoginScreenConfig | undefined;
  /** Called as each attempt to sign in starts (to read the configuration again). */
  onAttempt: (() => void) | undefined;
  /** Why NHS login, back at this page, did not sign the user in. */
  nhsLoginFailure: string | undefined;
}) {
  const fieldErrorProps = useFieldErrorProps();
  const { t } = useTranslation('auth');
  const location = useLocation();
  const notice = readLoginNavigationState(location.state);

  // An email another page carried here (forgot password's back link) is filled in again.
  const carriedEmail = emailFromNavigationState(location.state);
  // react-hook-form comes at the first interaction (issue #20): until then the fields are the browser's own.
  const { register, handleSubmit, errors, submitCount } = useDeferredForm<LoginFormValues>({
    resolver: loginResolver,
    defaultValues: { email: carriedEmail, password: '' },
    ...validateOnSubmit,
  });
  // What is in the email field (typed or autofilled: both send change events), for Forgot your password?.
  const [typedEmail, setTypedEmail] = useState(carriedEmail);
  const emailFieldProps = register('email');

  const signIn = useMutation({
    mutationFn: (values: LoginFormValues) => gatewayRequest(SignInMutation, values),
  });
  const [failure, setFailure] = useState<SignInFailureState | undefined>(() =>
    nhsLoginFailure ? { code: nhsLoginFailure, email: '' } : undefined,
  );
  const nhsLogin = useStartNhsLogin('SIGN_IN');
  // The failure shown: NHS login's when it could not start, else the last attempt's.
  const shownFailure = nhsLogin.failureCode ? { code: nhsLogin.failureCode, email: '' } : failure;
  const enterSignedIn = useEnterSignedIn(LoginScreenQuery);

  const onSubmit = useSubmitOnce({
    handleSubmit,
    send: async (values: LoginFormValues) => {
      try {
        const { signIn: result } = await signIn.mutateAsync(values);
        enterSignedIn(result.destination);
      } catch (error) {
        setFailure({
          code: error instanceof GatewayError ? error.code : 'common.unexpected',
          email: values.email,
        });
      }
    },
    // A failure message stays until the next attempt.
    beforeAttempt: () => {
      setFailure(undefined);
      onAttempt?.();
    },
  });

  const { summary, messageFor } = useCredentialErrors(errors);
  const processing = signIn.isPending;
  // Until React runs it, a form would be sent by the browser itself, as a GET with the password in its address:
  // the HTML the build renders has it inert (nothing in it can be focused, typed in or sent) until hydrated.
  const hydrated = useHydrated();
  useEffect(() => preloadWhenInteracted(preloadErrorSummary, preloadSignInFailure), []);

  return (
    <Page title={t('login.title')} errorCount={summary.length + (shownFailure ? 1 : 0)}>
      <Row>
        <Col width="two-thirds">
          {(notice.invalidAccount || notice.msg) && <LoginNotice {...notice} />}
          <Suspense fallback={null}>
            {summary.length > 0 && <FormErrorSummary errors={summary} submitCount={submitCount} />}
            {shownFailure && <SignInFailure code={shownFailure.code} email={shownFailure.email} />}
          </Suspense>
          {config && (
            <p className="nhsuk-body-l">{t('login.intro', { product: config.productName })}</p>
          )}

          <form noValidate onSubmit={onSubmit} inert={!hydrated}>
            <EmailField
              id="email"
              label={t('login.email.label')}
              error={messageFor('email')}
              {...emailFieldProps}
              onChange={(event) => {
                setTypedEmail(event.target.value);
                void emailFieldProps.onChange(event);
              }}
            />
            <PasswordField
              id="password"
              autoComplete="current-password"
              label={t('login.password.label')}
              showPasswordLabel={t('login.password.show')}
              error={messageFor('password')}
              errorProps={fieldErrorProps}
              {...register('password')}
            />
            <p>
              <AppLink to="/forgot-password" state={{ email: typedEmail.trim() }}>
                {t('login.forgotPassword')}
              </AppLink>
            </p>
            <Button type="submit" aria-disabled={processing || undefined}>
              {processing ? t('login.submitting') : t('login.submit')}
            </Button>
          </form>

          {config && <WaysNeedingConfig config={config} nhsLogin={nhsLogin} />}
        </Col>
      </Row>
    </Page>
  );
}

/** NHS login and registration, which the configuration says (whether NHS login is on, the product's name). */
function WaysNeedingConfig({
  config,
  nhsLogin,
}: {
  config: LoginScreenConfig;
  nhsLogin: ReturnType<typeof useStartNhsLogin>;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      {config.featureNHSLogin && (
        <>
          <h2 className="nhsuk-heading-m">{t('login.nhsLogin.heading')}</h2>
          <Button
            type="button"
            login
            onClick={() => nhsLogin.start()}
            aria-disabled={nhsLogin.starting || undefined}
          >
            {nhsLogin.starting ? t('login.nhsLogin.starting') : t('login.nhsLogin.button')}
          </Button>
        </>
      )}

      <h2 className="nhsuk-heading-m">
        {t('login.register.heading', { product: config.productName })}
      </h2>
      <Button secondary asElement={AppLink} href="/ways-to-register" to="/ways-to-register">
        {t('login.register.button')}
      </Button>
      <p>
        <a href={config.links.findOutMore}>
          <Trans
            t={t}
            i18nKey="login.register.findOutMore"
            values={{ product: config.productName }}
            components={{ hidden: <span className="nhsuk-u-visually-hidden" /> }}
          />
        </a>
      </p>
    </>
  );
}
