import { useQuery } from '@tanstack/react-query';
import { TextInput } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/app-link';
import { useFieldErrorProps } from '../../components/field-error-props';
import { graphql } from '../../gql';
import { gatewayRequest } from '../../lib/gateway-client';
import { gatewayQuery } from '../../lib/query-keys';
import { lazyYupResolver } from '../../lib/lazy-yup-resolver';
import { DateOfBirthInput } from '../../components/date-of-birth-input';
import { DetailsFormPage } from './components/details-form-page';
import { NewPasswordFields } from './components/new-password-fields';
import { VerifiedRegistrationFrame } from './components/verified-registration-frame';
import { isoDate } from '../../lib/date-of-birth';
import type { LinkageDetailsFormValues } from './linkage-details-schema';
import { registrationPaths } from '../../lib/route-paths';
import { useDetailsForm, type ServerFieldErrors } from './use-details-form';

const LinkageDetailsScreenQuery = graphql(`
  query LinkageDetailsScreen {
    registration {
      email
    }
  }
`);

const CompleteRegistrationWithLinkageMutation = graphql(`
  mutation CompleteRegistrationWithLinkage($input: LinkageRegistrationInput!) {
    completeRegistrationWithLinkage(input: $input) {
      destination
    }
  }
`);

/** The fields in page order: the error summary lists them in this order. */
const linkageDetailsFields = [
  'surname',
  'dateOfBirth',
  'linkageKey',
  'odsCode',
  'gpAccountId',
  'password',
  'confirmPassword',
] as const;

/**
 * Gateway codes about one field (gateway/src/registration/registration.graphql
 * completeRegistrationWithLinkage).
 */
const serverFieldErrors: ServerFieldErrors<LinkageDetailsFormValues> = {
  'registration.invalidDate': { field: 'dateOfBirth', message: 'errors:registration.invalidDate' },
  'auth.passwordTooWeak': { field: 'password', message: 'errors:auth.passwordTooWeak' },
};

/** Validation rules load after the page (see lazyYupResolver). */
const linkageDetailsResolver = lazyYupResolver<LinkageDetailsFormValues>(() =>
  import('./linkage-details-schema').then(({ linkageDetailsSchema }) => linkageDetailsSchema),
);

/**
 * /linkage-details, 'Codes From my GP' (spec part 1 §2 'Linkage details', §5 'Linkage form'): the details
 * of the GP surgery's registration letter and a password; 'Register now' creates the account linked to the
 * GP record and signs in, then goes to choose pharmacy. Details already used by an account say so with a
 * Log in link; details that match no GP record say to check the letter.
 */
export function LinkageDetailsScreen() {
  const { t } = useTranslation('registration');
  const query = useQuery(gatewayQuery(LinkageDetailsScreenQuery));
  return (
    <VerifiedRegistrationFrame
      query={query}
      title={t('linkageDetails.title')}
      loadingLabel={t('linkageDetails.loading')}
    >
      {() => <LinkageDetailsForm />}
    </VerifiedRegistrationFrame>
  );
}

function LinkageDetailsForm() {
  const { t } = useTranslation('registration');
  const fieldErrorProps = useFieldErrorProps();
  const location = useLocation();
  const form = useDetailsForm<LinkageDetailsFormValues>({
    resolver: linkageDetailsResolver,
    defaultValues: {
      surname: '',
      dateOfBirth: { day: '', month: '', year: '' },
      linkageKey: '',
      odsCode: '',
      gpAccountId: '',
      password: '',
      confirmPassword: '',
    },
    fields: linkageDetailsFields,
    serverFieldErrors,
    screenQuery: LinkageDetailsScreenQuery,
    send: async ({ confirmPassword: _confirmed, dateOfBirth, ...details }) => {
      const input = { ...details, dateOfBirth: isoDate(dateOfBirth) };
      const result = await gatewayRequest(CompleteRegistrationWithLinkageMutation, { input });
      return result.completeRegistrationWithLinkage.destination;
    },
  });
  const { register, errorFor } = form;
  // The letter's codes: no spell check or automatic capitals, which would change them.
  const codeInput = (
    field: 'linkageKey' | 'odsCode' | 'gpAccountId',
    text: { label: string; hint: string },
  ) => ({
    id: field,
    ...text,
    autoComplete: 'off',
    spellCheck: false,
    autoCapitalize: 'none',
    error: errorFor(field)?.message,
    errorProps: fieldErrorProps,
    ...register(field),
  });

  return (
    <DetailsFormPage
      title={t('linkageDetails.title')}
      {...form.pageProps}
      submitLabel={t('linkageDetails.submit')}
      pendingLabel={t('linkageDetails.submitting')}
      otherWay={
        <AppLink to={registrationPaths.registerDetails} state={location.state as unknown}>
          {t('linkageDetails.withoutLinkage')}
        </AppLink>
      }
    >
      <p>{t('linkageDetails.intro')}</p>
      <TextInput
        id="surname"
        label={t('linkageDetails.surname.label')}
        autoComplete="family-name"
        spellCheck={false}
        error={errorFor('surname')?.message}
        errorProps={fieldErrorProps}
        {...register('surname')}
      />
      <DateOfBirthInput {...form.dateOfBirthProps} />
      <TextInput
        {...codeInput('linkageKey', {
          label: t('linkageDetails.linkageKey.label'),
          hint: t('linkageDetails.linkageKey.hint'),
        })}
      />
      <TextInput
        {...codeInput('odsCode', {
          label: t('linkageDetails.odsCode.label'),
          hint: t('linkageDetails.odsCode.hint'),
        })}
      />
      <TextInput
        {...codeInput('gpAccountId', {
          label: t('linkageDetails.gpAccountId.label'),
          hint: t('linkageDetails.gpAccountId.hint'),
        })}
      />
      <NewPasswordFields {...form.passwordProps} />
    </DetailsFormPage>
  );
}
