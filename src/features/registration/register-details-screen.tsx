import { useQuery } from '@tanstack/react-query';
import { TextInput } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/app-link';
import { EmailField } from '../../components/email-field';
import { useFieldErrorProps } from '../../components/field-error-props';
import { graphql } from '../../gql';
import { gatewayRequest } from '../../lib/gateway-client';
import { gatewayQuery } from '../../lib/query-keys';
import { lazyYupResolver } from '../../lib/lazy-yup-resolver';
import { DateOfBirthInput } from '../../components/date-of-birth-input';
import { NewPasswordFields } from './components/new-password-fields';
import { DetailsFormPage } from './components/details-form-page';
import { VerifiedRegistrationFrame } from './components/verified-registration-frame';
import { isoDate } from '../../lib/date-of-birth';
import type { RegisterDetailsFormValues } from './register-details-schema';
import { registrationPaths } from '../../lib/route-paths';
import { useDetailsForm, type ServerFieldErrors } from './use-details-form';

const RegisterDetailsScreenQuery = graphql(`
  query RegisterDetailsScreen {
    registration {
      email
    }
  }
`);

const CompleteRegistrationMutation = graphql(`
  mutation CompleteRegistration($input: RegistrationDetailsInput!) {
    completeRegistration(input: $input) {
      destination
    }
  }
`);

/** The fields in page order: the error summary lists them in this order. */
const registerDetailsFields = [
  'firstName',
  'lastName',
  'phoneNumber',
  'dateOfBirth',
  'password',
  'confirmPassword',
] as const;

/** Gateway codes about one field (gateway/src/registration/registration.graphql completeRegistration). */
const serverFieldErrors: ServerFieldErrors<RegisterDetailsFormValues> = {
  'registration.tooYoung': { field: 'dateOfBirth', message: 'errors:registration.tooYoung' },
  'registration.invalidDate': { field: 'dateOfBirth', message: 'errors:registration.invalidDate' },
  'registration.invalidPhone': {
    field: 'phoneNumber',
    message: 'errors:registration.invalidPhone',
  },
  'auth.passwordTooWeak': { field: 'password', message: 'errors:auth.passwordTooWeak' },
};

/** Validation rules load after the page (see lazyYupResolver). */
const registerDetailsResolver = lazyYupResolver<RegisterDetailsFormValues>(() =>
  import('./register-details-schema').then(({ registerDetailsSchema }) => registerDetailsSchema),
);

/**
 * /register-details, 'Your Details' (spec part 1 §2 'Register details', §4, §5): the verified email (read
 * only) and the user's details and password; 'Create an Account' creates the account and the patient and
 * signs in, then goes to choose pharmacy.
 */
export function RegisterDetailsScreen() {
  const { t } = useTranslation('registration');
  const query = useQuery(gatewayQuery(RegisterDetailsScreenQuery));
  return (
    <VerifiedRegistrationFrame
      query={query}
      title={t('registerDetails.title')}
      loadingLabel={t('registerDetails.loading')}
    >
      {(email) => <RegisterDetailsForm email={email} />}
    </VerifiedRegistrationFrame>
  );
}

function RegisterDetailsForm({ email }: { email: string }) {
  const { t } = useTranslation('registration');
  const fieldErrorProps = useFieldErrorProps();
  const location = useLocation();
  const form = useDetailsForm<RegisterDetailsFormValues>({
    resolver: registerDetailsResolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      phoneNumber: '',
      dateOfBirth: { day: '', month: '', year: '' },
      password: '',
      confirmPassword: '',
    },
    fields: registerDetailsFields,
    serverFieldErrors,
    screenQuery: RegisterDetailsScreenQuery,
    send: async ({ firstName, lastName, phoneNumber, dateOfBirth, password }) => {
      const input = {
        firstName,
        lastName,
        phoneNumber,
        dateOfBirth: isoDate(dateOfBirth),
        password,
      };
      const result = await gatewayRequest(CompleteRegistrationMutation, { input });
      return result.completeRegistration.destination;
    },
  });
  const { register, errorFor } = form;

  return (
    <DetailsFormPage
      title={t('registerDetails.title')}
      {...form.pageProps}
      submitLabel={t('registerDetails.submit')}
      pendingLabel={t('registerDetails.submitting')}
      otherWay={
        <AppLink to={registrationPaths.linkageDetails} state={location.state as unknown}>
          {t('registerDetails.withLinkage')}
        </AppLink>
      }
    >
      <TextInput
        id="firstName"
        label={t('registerDetails.firstName.label')}
        autoComplete="given-name"
        spellCheck={false}
        error={errorFor('firstName')?.message}
        errorProps={fieldErrorProps}
        {...register('firstName')}
      />
      <TextInput
        id="lastName"
        label={t('registerDetails.lastName.label')}
        autoComplete="family-name"
        spellCheck={false}
        error={errorFor('lastName')?.message}
        errorProps={fieldErrorProps}
        {...register('lastName')}
      />
      <EmailField
        id="email"
        name="email"
        label={t('registerDetails.email.label')}
        hint={t('registerDetails.email.hint')}
        value={email}
        readOnly
      />
      <TextInput
        id="phoneNumber"
        type="tel"
        label={t('registerDetails.phoneNumber.label')}
        hint={t('registerDetails.phoneNumber.hint')}
        autoComplete="tel"
        width={20}
        error={errorFor('phoneNumber')?.message}
        errorProps={fieldErrorProps}
        {...register('phoneNumber')}
      />
      <DateOfBirthInput {...form.dateOfBirthProps} />
      <NewPasswordFields {...form.passwordProps} />
    </DetailsFormPage>
  );
}
