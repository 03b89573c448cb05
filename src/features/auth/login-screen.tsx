import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Row } from 'nhsuk-react-components';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmailField } from '../../components/email-field';
import { useFieldErrorProps } from '../../components/field-error-props';
import { FormErrorSummary } from '../../components/form-error-summary';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Page } from '../../components/page';
import { ScreenLoadFailure } from '../../components/screen-load-failure';
import { graphql } from '../../gql';
import type { LoginScreenQuery as LoginScreenQueryResult } from '../../gql/graphql';
import { GatewayError, gatewayRequest } from '../../lib/gateway-client';
import { lazyYupResolver } from '../../lib/lazy-yup-resolver';
import { LoginNotice, readLoginNavigationState } from './components/login-notice';
import { PasswordField } from './components/password-field';
import { SignInFailure } from './components/sign-in-failure';
import { useLoginEntryParameters } from './login-entry-parameters';
import type { LoginFormValues } from './login-schema';

const LoginScreenQuery = graphql(`
  query LoginScreen {
    config {
      featureNHSLogin
      nhsLoginAuthorizeUrl
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

/** Query key of this screen's query; kept when signing in resets the cache (config is not per user). */
const loginScreenQueryKey = ['LoginScreen'] as const;

/** The fields in page order: the error summary lists them in this order. */
const loginFields = ['email', 'password'] as const;

/** /login (spec part 1 §2, §4 sign-in, §5 login validation, §8 login failure alerts). */
/** Validation rules load after the page (see lazyYupResolver). */
const loginResolver = lazyYupResolver<LoginFormValues>(() =>
  import('./login-schema').then(({ loginSchema }) => loginSchema),
);

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const { data, status, refetch } = useQuery({
    queryKey: loginScreenQueryKey,
    queryFn: () => gatewayRequest(LoginScreenQuery),
  });
  useLoginEntryParameters();

  if (status === 'pending') return <LoadingSpinner />;
  if (status === 'error') {
    // Without configuration the page cannot say which ways to log in exist; the gateway is most likely
    // unreachable, so signing in would fail too.
    return (
      <ScreenLoadFailure
        title={t('login.title')}
        message={tErrors('common.unexpected')}
        onRetry={() => void refetch()}
      />
    );
  }
  return <LoginForm config={data.config} />;
}

type LoginScreenConfig = LoginScreenQueryResult['config'];

interface SignInFailureState {
  code: string;
  email: string;
}

function LoginForm({ config }: { config: LoginScreenConfig }) {
  const fieldErrorProps = useFieldErrorProps();
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const notice = readLoginNavigationState(location.state);

  const {
    register,
    handleSubmit,
    control,
    formState: { errors, submitCount },
  } = useForm<LoginFormValues>({
    resolver: loginResolver,
    // An email another page carried here (forgot password's back link) is filled in again.
    defaultValues: { email: emailFromNavigationState(location.state), password: '' },
    // GOV.UK/NHS pattern: check on submit only, and let the error summary take focus (not the field).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const typedEmail = useWatch({ control, name: 'email' });

  const signIn = useMutation({
    mutationFn: (values: LoginFormValues) => gatewayRequest(SignInMutation, values),
  });
  const [failure, setFailure] = useState<SignInFailureState>();
  // A ref, not state: a second press in the same tick must see the first one already running.
  const signingIn = useRef(false);

  const signInWith = async (values: LoginFormValues) => {
    if (signingIn.current) return;
    signingIn.current = true;
    try {
      const { signIn: result } = await signIn.mutateAsync(values);
      // A new session: nothing cached for the previous one (or for nobody) may be shown again. The
      // public configuration this page shows is the same for everyone, so it stays.
      void queryClient.resetQueries({
        predicate: (query) => query.queryKey[0] !== loginScreenQueryKey[0],
      });
      void navigate(result.destination === 'CHOOSE_PHARMACY' ? '/choose-pharmacy' : '/', {
        replace: true,
      });
    } catch (error) {
      setFailure({
        code: error instanceof GatewayError ? error.code : 'common.unexpected',
        email: values.email,
      });
    } finally {
      signingIn.current = false;
    }
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    if (signingIn.current) {
      event.preventDefault();
      return;
    }
    // A failure message stays until the next attempt.
    setFailure(undefined);
    void handleSubmit(signInWith)(event);
  };

  const fieldMessages = validationMessages(errors, (code) =>
    code === 'auth.invalidEmail' ? tErrors('auth.invalidEmail') : tErrors('auth.fieldsRequired'),
  );
  // The required rule has one message for both fields (errors:auth.fieldsRequired): the
  // summary says it once, linked to the first empty field; each empty field still shows it inline.
  const summary = fieldMessages.filter(
    (item, index) => fieldMessages.findIndex(({ message }) => message === item.message) === index,
  );
  const messageFor = (field: (typeof loginFields)[number]) =>
    fieldMessages.find(({ fieldId }) => fieldId === field)?.message;
  const processing = signIn.isPending;

  return (
    <Page title={t('login.title')} errorCount={summary.length + (failure ? 1 : 0)}>
      <Row>
        <Col width="two-thirds">
          <LoginNotice {...notice} />
          {summary.length > 0 && <FormErrorSummary errors={summary} submitCount={submitCount} />}
          {failure && <SignInFailure code={failure.code} email={failure.email} />}
          <p className="nhsuk-body-l">{t('login.intro', { product: config.productName })}</p>

          <form noValidate onSubmit={onSubmit}>
            <EmailField
              id="email"
              label={t('login.email.label')}
              error={messageFor('email')}
              {...register('email')}
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
              <Link to="/forgot-password" state={{ email: typedEmail.trim() }}>
                {t('login.forgotPassword')}
              </Link>
            </p>
            <Button type="submit" aria-disabled={processing || undefined}>
              {processing ? t('login.submitting') : t('login.submit')}
            </Button>
          </form>

          {config.featureNHSLogin && config.nhsLoginAuthorizeUrl && (
            <>
              <h2 className="nhsuk-heading-m">{t('login.nhsLogin.heading')}</h2>
              {/* Completing NHS login (the code it sends back to /login) comes in issue #4. */}
              <Button login href={config.nhsLoginAuthorizeUrl}>
                {t('login.nhsLogin.button')}
              </Button>
            </>
          )}

          <h2 className="nhsuk-heading-m">
            {t('login.register.heading', { product: config.productName })}
          </h2>
          <Button secondary asElement={Link} href="/ways-to-register" to="/ways-to-register">
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
        </Col>
      </Row>
    </Page>
  );
}

/** The form's field errors in page order, as the error summary and the inline messages show them. */
function validationMessages(
  errors: FieldErrors<LoginFormValues>,
  textFor: (code: string) => string,
): { fieldId: string; message: string }[] {
  return loginFields.flatMap((field) => {
    const code = errors[field]?.message;
    return code ? [{ fieldId: field, message: textFor(code) }] : [];
  });
}

/** The email in navigation state (`{ email }`), trimmed, or '' when there is none. */
function emailFromNavigationState(state: unknown): string {
  if (!state || typeof state !== 'object') return '';
  const { email } = state as Record<string, unknown>;
  return typeof email === 'string' ? email.trim() : '';
}
