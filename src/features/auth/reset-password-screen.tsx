import { useMutation } from '@tanstack/react-query';
import { Button, Col, Row } from 'nhsuk-react-components';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { useFieldErrorProps } from '../../components/field-error-props';
import { FormErrorSummary, type FormError } from '../../components/form-error-summary';
import { focusPageHeadingWhenShown } from '../../components/navigation-focus';
import { Page } from '../../components/page';
import { PasswordStrengthMeter } from '../../components/password-strength';
import { graphql } from '../../gql';
import { GatewayError, gatewayRequest } from '../../lib/gateway-client';
import { lazyYupResolver } from '../../lib/lazy-yup-resolver';
import { passwordRuleMessages } from '../../lib/password-rule';
import { useMessageText } from '../../lib/use-message-text';
import { PasswordField } from '../../components/password-field';
import { PasswordResetFailure } from './components/password-reset-failure';
import { safeRedirectPath } from './redirect-path';
import type { ResetPasswordFormValues } from './reset-password-schema';
import { useSubmitOnce, validateOnSubmit } from '../../lib/submit-once';

const CompletePasswordResetMutation = graphql(`
  mutation CompletePasswordReset($token: String!, $newPassword: String!) {
    completePasswordReset(token: $token, newPassword: $newPassword)
  }
`);

const loginPath = '/login';
const forgotPasswordPath = '/forgot-password';

/** The fields in page order: the error summary lists them in this order. */
const resetPasswordFields = ['password', 'confirmPassword'] as const;

/** Validation rules load after the page (see lazyYupResolver). */
const resetPasswordResolver = lazyYupResolver<ResetPasswordFormValues>(() =>
  import('./reset-password-schema').then(({ resetPasswordSchema }) => resetPasswordSchema),
);

/** spec part 2 §4: 'the form ends in success, or in expired/invalid after a failed completion call'. */
type ResetView = 'form' | 'success' | 'expired';

/**
 * /reset-password?resetPasswordToken=…&redirectURL=… (spec part 2 'Reset password (completion)', §4, §5,
 * §8), the page the reset email links to. Without a token there is nothing to do: home (which sends a
 * visitor without a session on to log in). Each view is its own page, and its heading takes focus when the
 * view changes, as after a route change.
 */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<ResetView>('form');
  const token = searchParams.get('resetPasswordToken') ?? '';
  if (token.trim() === '') return <Navigate to="/" replace />;

  const showView = (next: ResetView) => {
    focusPageHeadingWhenShown();
    setView(next);
  };
  switch (view) {
    case 'form':
      return <ResetPasswordForm token={token} onViewChange={showView} />;
    case 'success':
      return <PasswordUpdated redirectPath={safeRedirectPath(searchParams.get('redirectURL'))} />;
    case 'expired':
      return <ResetLinkExpired />;
  }
}

function ResetPasswordForm({
  token,
  onViewChange,
}: {
  token: string;
  onViewChange: (view: ResetView) => void;
}) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const fieldErrorProps = useFieldErrorProps();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, submitCount },
  } = useForm<ResetPasswordFormValues>({
    resolver: resetPasswordResolver,
    defaultValues: { password: '', confirmPassword: '' },
    ...validateOnSubmit,
  });
  const password = useWatch({ control, name: 'password' });

  const complete = useMutation({
    mutationFn: (newPassword: string) =>
      gatewayRequest(CompletePasswordResetMutation, { token, newPassword }),
  });
  // Why the last attempt failed, for a reason the form cannot fix (the words are found when shown).
  const [failureCode, setFailureCode] = useState<string | null>(null);

  const onSubmit = useSubmitOnce({
    handleSubmit,
    send: async (values: ResetPasswordFormValues) => {
      try {
        await complete.mutateAsync(values.password);
        onViewChange('success');
      } catch (error) {
        const code = error instanceof GatewayError ? error.code : undefined;
        if (code === 'auth.passwordResetExpired') {
          onViewChange('expired');
        } else if (code === 'auth.passwordTooWeak') {
          // The API judged the password against the rule differently: say so at the field.
          setError('password', { type: 'server', message: passwordRuleMessages.tooWeak });
        } else {
          setFailureCode(code ?? 'auth.passwordResetFailed');
        }
      }
    },
    // A failure message stays until the next attempt.
    beforeAttempt: () => setFailureCode(null),
  });

  const summary = validationMessages(errors, messageText);
  const messageFor = (field: (typeof resetPasswordFields)[number]) =>
    summary.find(({ fieldId }) => fieldId === field)?.message;

  return (
    <Page title={t('resetPassword.title')} errorCount={summary.length + (failureCode ? 1 : 0)}>
      <Row>
        <Col width="two-thirds">
          {summary.length > 0 && <FormErrorSummary errors={summary} submitCount={submitCount} />}
          {failureCode && <PasswordResetFailure code={failureCode} />}
          <form noValidate onSubmit={onSubmit}>
            <PasswordField
              id="password"
              autoComplete="new-password"
              label={t('resetPassword.password.label')}
              hint={t('password.hint')}
              showPasswordLabel={t('resetPassword.password.show')}
              error={messageFor('password')}
              errorProps={fieldErrorProps}
              {...register('password')}
            />
            <PasswordStrengthMeter password={password} />
            <PasswordField
              id="confirmPassword"
              autoComplete="new-password"
              label={t('resetPassword.confirmPassword.label')}
              showPasswordLabel={t('resetPassword.confirmPassword.show')}
              error={messageFor('confirmPassword')}
              errorProps={fieldErrorProps}
              {...register('confirmPassword')}
            />
            <Button type="submit" aria-disabled={complete.isPending || undefined}>
              {complete.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
            </Button>
          </form>
        </Col>
      </Row>
    </Page>
  );
}

/**
 * spec part 2 'Reset password (completion)': auth:resetPassword.success.message, linking
 * to log in, or to the link's redirectURL when it is a path in this app (never another site).
 */
function PasswordUpdated({ redirectPath }: { redirectPath: string | undefined }) {
  const { t } = useTranslation('auth');
  return (
    <Page title={t('resetPassword.success.title')}>
      <p>{t('resetPassword.success.message')}</p>
      <ButtonLink to={redirectPath ?? loginPath}>
        {redirectPath ? t('resetPassword.success.continue') : t('resetPassword.success.login')}
      </ButtonLink>
    </Page>
  );
}

/** spec part 2 §8: the expired-link view, offering 'Forgot Password' and 'Back to Login'. */
function ResetLinkExpired() {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  return (
    <Page title={t('resetPassword.expired.title')}>
      <p>{tErrors('auth.passwordResetExpired')}</p>
      <div className="nhsuk-button-group">
        <ButtonLink to={forgotPasswordPath}>{t('resetPassword.expired.forgotPassword')}</ButtonLink>
        <ButtonLink to={loginPath} secondary>
          {t('resetPassword.expired.backToLogin')}
        </ButtonLink>
      </div>
    </Page>
  );
}

/** The form's field errors in page order, as the error summary and the inline messages show them. */
function validationMessages(
  errors: FieldErrors<ResetPasswordFormValues>,
  textFor: (key: string | undefined) => string | undefined,
): FormError[] {
  return resetPasswordFields.flatMap((field) => {
    const message = textFor(errors[field]?.message);
    return message ? [{ fieldId: field, message }] : [];
  });
}
