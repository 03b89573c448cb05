import { useQueryClient } from '@tanstack/react-query';
import { Button, TextInput } from 'nhsuk-react-components';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ObjectSchema } from 'yup';
import { DateOfBirthInput, dateOfBirthErrorTarget } from '../../../components/date-of-birth-input';
import { EmailField } from '../../../components/email-field';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { FailureSummary } from '../../../components/failure-summary';
import { FormErrorSummary, type FormError } from '../../../components/form-error-summary';
import { Page } from '../../../components/page';
import { graphql } from '../../../gql';
import type { MyProfileScreenQuery } from '../../../gql/graphql';
import { isoDate } from '../../../lib/date-of-birth';
import { GatewayError, gatewayRequest, isLimitReached } from '../../../lib/gateway-client';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { useSubmitOnce, validateOnSubmit } from '../../../lib/submit-once';
import { useMessageText } from '../../../lib/use-message-text';
import type { MyProfileFormValues } from '../my-profile-schema';
import { AddressSearch } from './address-search';
import { EmailChangeDialog } from './email-change-dialog';
import { ProfileSummary } from './profile-summary';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($details: ProfileInput!) {
    updateProfile(details: $details) {
      firstName
    }
  }
`);

const ProfileEmailChangeMutation = graphql(`
  mutation ProfileEmailChange($newEmail: String!) {
    requestEmailChange(newEmail: $newEmail)
  }
`);

const fullResolver = lazyYupResolver<MyProfileFormValues>(() =>
  import('../my-profile-schema').then(({ myProfileSchema }) => myProfileSchema),
);
const emailOnlyResolver = lazyYupResolver<MyProfileFormValues>(() =>
  import('../my-profile-schema').then(
    ({ myProfileEmailSchema }) =>
      myProfileEmailSchema as unknown as ObjectSchema<MyProfileFormValues>,
  ),
);

export const profileFieldIds = {
  firstName: 'profile-first-name',
  lastName: 'profile-last-name',
  email: 'profile-email',
  primaryContactNumber: 'profile-mobile',
  secondaryContactNumber: 'profile-telephone',
  dateOfBirth: 'profile-dob',
  address: 'profile-address-search',
} as const;

type FormField = keyof typeof profileFieldIds;

/** Where each field the API can refuse shows its reason: the address's lines are the address search's. */
const formFieldOfServerField: Readonly<Record<string, FormField>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  primaryContactNumber: 'primaryContactNumber',
  secondaryContactNumber: 'secondaryContactNumber',
  dateOfBirth: 'dateOfBirth',
  address1: 'address',
  city: 'address',
  postcode: 'address',
};

/** The words of the API's reasons (spec part 2 §5: 'each shown as field plus reason'). */
const reasonKeys = {
  required: 'profile:form.reasons.required',
  tooLong: 'profile:form.reasons.tooLong',
  invalidPhone: 'profile:form.reasons.invalidPhone',
  invalidDate: 'profile:form.reasons.invalidDate',
  invalidPostcode: 'profile:form.reasons.invalidPostcode',
} as const;
const otherReasonKey = 'profile:form.reasons.other';

const fieldNameKeys = {
  firstName: 'profile:form.fieldNames.firstName',
  lastName: 'profile:form.fieldNames.lastName',
  primaryContactNumber: 'profile:form.fieldNames.primaryContactNumber',
  secondaryContactNumber: 'profile:form.fieldNames.secondaryContactNumber',
  dateOfBirth: 'profile:form.fieldNames.dateOfBirth',
  address1: 'profile:form.fieldNames.address1',
  city: 'profile:form.fieldNames.city',
  postcode: 'profile:form.fieldNames.postcode',
} as const;

/** The gateway's refusals of an email change that are about the address typed. */
const emailRefusals = new Set([
  'emailChange.sameEmail',
  'emailChange.emailInUse',
  'auth.invalidEmail',
]);

type Profile = MyProfileScreenQuery['myProfile'];
type Features = MyProfileScreenQuery['me']['features'];

/** The form's starting values: the profile as saved (the date of birth in its three boxes). */
export function profileFormValues(profile: Profile): MyProfileFormValues {
  const [year = '', month = '', day = ''] = profile.dateOfBirth?.split('-') ?? [];
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    primaryContactNumber: profile.primaryContactNumber ?? '',
    secondaryContactNumber: profile.secondaryContactNumber ?? '',
    dateOfBirth: { day: day.replace(/^0/, ''), month: month.replace(/^0/, ''), year },
    address: profile.address ?? null,
  };
}

/**
 * Editing My profile (spec part 2 'My profile', §4 'Profile: view, editing, saving. Cancel resets the form.',
 * §5, §6). Only what §6 allows is a field: everything when features.profileEditing holds, else the email
 * alone when features.emailChange does (the rest is shown as it is). A changed email is confirmed in a
 * dialog first; then the details are saved and the change link is mailed. The API's 422 reasons show on
 * their fields and in the error summary; any other failure says errors:profile.updateFailed.
 */
export function ProfileForm({
  title,
  profile,
  features,
  onSaved,
  onCancel,
}: {
  /** The page's title, translated; the form's page has it with 'Error: ' while it shows errors. */
  title: string;
  profile: Profile;
  features: Features;
  /** After a save; `emailSentTo` when a change link was mailed too. */
  onSaved: (outcome: { emailSentTo?: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const { t: tErrors } = useTranslation('errors');
  const messageText = useMessageText();
  const fieldErrorProps = useFieldErrorProps();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState<MyProfileFormValues>();
  const saveButton = useRef<HTMLButtonElement>(null);
  const editsDetails = features.profileEditing;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, submitCount },
  } = useForm<MyProfileFormValues>({
    resolver: editsDetails ? fullResolver : emailOnlyResolver,
    defaultValues: profileFormValues(profile),
    ...validateOnSubmit,
  });
  const address = useWatch({ control, name: 'address' });
  // The edit button that opened the form is gone: continue from the first field.
  useEffect(() => {
    document
      .getElementById(editsDetails ? profileFieldIds.firstName : profileFieldIds.email)
      ?.focus();
  }, [editsDetails]);

  const emailChanged = (values: MyProfileFormValues) =>
    features.emailChange && values.email.trim().toLowerCase() !== profile.email.toLowerCase();

  const showServerReasons = (reasons: GatewayError['reasons']) => {
    let shown = 0;
    for (const { field, reason } of reasons) {
      const formField = formFieldOfServerField[field];
      if (!formField) continue;
      const reasonKey = Object.hasOwn(reasonKeys, reason)
        ? reasonKeys[reason as keyof typeof reasonKeys]
        : otherReasonKey;
      const fieldName = messageText(fieldNameKeys[field as keyof typeof fieldNameKeys]) ?? field;
      // A server reason is kept as its words (type 'server'); a schema's message is a catalogue key.
      setError(formField, {
        type: 'server',
        message: (t as unknown as (key: string, values: object) => string)(reasonKey, {
          field: fieldName,
        }),
      });
      shown += 1;
    }
    return shown > 0;
  };

  const save = async (values: MyProfileFormValues) => {
    setSending(true);
    try {
      if (editsDetails) {
        const { address: chosen } = values;
        await gatewayRequest(UpdateProfileMutation, {
          details: {
            firstName: values.firstName,
            lastName: values.lastName,
            primaryContactNumber: values.primaryContactNumber,
            secondaryContactNumber: values.secondaryContactNumber || null,
            dateOfBirth: isoDate(values.dateOfBirth),
            address1: chosen?.address1 ?? '',
            address2: chosen?.address2 ?? null,
            address3: chosen?.address3 ?? null,
            city: chosen?.city ?? '',
            postcode: chosen?.postcode ?? '',
          },
        });
      }
      const newEmail = emailChanged(values) ? values.email.trim() : undefined;
      if (newEmail) await gatewayRequest(ProfileEmailChangeMutation, { newEmail });
      // The name shows in the frame and elsewhere: every screen reads it afresh.
      await queryClient.invalidateQueries();
      onSaved(newEmail ? { emailSentTo: newEmail } : {});
    } catch (error) {
      setSending(false);
      const code = error instanceof GatewayError ? error.code : 'profile.updateFailed';
      if (error instanceof GatewayError && showServerReasons(error.reasons)) return;
      if (emailRefusals.has(code)) setError('email', { message: `errors:${code}` });
      else if (code.startsWith('emailChange.') || isLimitReached(error)) setFailure(code);
      else setFailure('profile.updateFailed');
    }
  };

  const onSubmit = useSubmitOnce({
    handleSubmit,
    beforeAttempt: () => setFailure(undefined),
    send: async (values) => {
      if (emailChanged(values)) setConfirming(values);
      else await save(values);
    },
  });

  const errorOf = (field: FormField) => {
    const error = errors[field];
    if (!error) return undefined;
    return error.type === 'server' ? error.message : messageText(error.message);
  };
  const dateKey = errors.dateOfBirth?.type === 'server' ? undefined : errors.dateOfBirth?.message;
  const summary: FormError[] = (Object.keys(profileFieldIds) as FormField[]).flatMap((field) => {
    const message = errorOf(field);
    if (!message) return [];
    const fieldId =
      field === 'dateOfBirth'
        ? dateOfBirthErrorTarget(profileFieldIds.dateOfBirth, dateKey)
        : profileFieldIds[field];
    return [{ fieldId, message }];
  });

  return (
    <Page title={title} errorCount={summary.length + (failure ? 1 : 0)}>
      {failure && (
        <FailureSummary message={(tErrors as unknown as (key: string) => string)(failure)} />
      )}
      <FormErrorSummary errors={summary} submitCount={submitCount} />
      <form noValidate onSubmit={onSubmit}>
        {editsDetails ? (
          <>
            <TextInput
              id={profileFieldIds.firstName}
              label={t('form.firstName')}
              autoComplete="given-name"
              spellCheck={false}
              error={errorOf('firstName')}
              errorProps={fieldErrorProps}
              {...register('firstName')}
            />
            <TextInput
              id={profileFieldIds.lastName}
              label={t('form.lastName')}
              autoComplete="family-name"
              spellCheck={false}
              error={errorOf('lastName')}
              errorProps={fieldErrorProps}
              {...register('lastName')}
            />
          </>
        ) : (
          <ProfileSummary profile={profile} only="name" />
        )}
        {features.emailChange ? (
          <TextInput
            id={profileFieldIds.email}
            type="email"
            label={t('form.email')}
            hint={t('form.emailHint')}
            autoComplete="email"
            spellCheck={false}
            error={errorOf('email')}
            errorProps={fieldErrorProps}
            {...register('email')}
          />
        ) : (
          <EmailField
            id={profileFieldIds.email}
            name="email"
            label={t('form.email')}
            value={profile.email}
            readOnly
          />
        )}
        {editsDetails ? (
          <>
            <TextInput
              id={profileFieldIds.primaryContactNumber}
              type="tel"
              label={t('form.mobile')}
              hint={t('form.phoneHint')}
              autoComplete="tel"
              width={20}
              error={errorOf('primaryContactNumber')}
              errorProps={fieldErrorProps}
              {...register('primaryContactNumber')}
            />
            <TextInput
              id={profileFieldIds.secondaryContactNumber}
              type="tel"
              label={t('form.telephone')}
              hint={t('form.phoneHint')}
              autoComplete="tel"
              width={20}
              error={errorOf('secondaryContactNumber')}
              errorProps={fieldErrorProps}
              {...register('secondaryContactNumber')}
            />
            <DateOfBirthInput
              id={profileFieldIds.dateOfBirth}
              fields={{
                day: register('dateOfBirth.day'),
                month: register('dateOfBirth.month'),
                year: register('dateOfBirth.year'),
              }}
              error={errorOf('dateOfBirth')}
              messageKey={dateKey}
            />
            <AddressSearch
              id={profileFieldIds.address}
              chosen={address}
              error={errorOf('address')}
              onChoose={(chosen) => setValue('address', chosen)}
            />
          </>
        ) : (
          <>
            <p className="nhsuk-hint">{t('form.readOnlyHint')}</p>
            <ProfileSummary profile={profile} only="details" />
          </>
        )}
        <div className="nhsuk-button-group">
          <Button type="submit" ref={saveButton} aria-disabled={sending || undefined}>
            {sending ? t('form.saving') : t('form.save')}
          </Button>
          <Button type="button" secondary onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
      {confirming && (
        <EmailChangeDialog
          newEmail={confirming.email.trim()}
          onCancel={() => {
            setConfirming(undefined);
            saveButton.current?.focus();
          }}
          onConfirm={() => {
            const values = confirming;
            setConfirming(undefined);
            saveButton.current?.focus();
            void save(values);
          }}
        />
      )}
    </Page>
  );
}
