import { useMutation } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { SignInDestination } from '../../gql/graphql';
import { useEnterSignedIn } from '../../lib/enter-signed-in';
import { GatewayError } from '../../lib/gateway-client';
import { useSubmitOnce, validateOnSubmit } from '../../lib/submit-once';
import { useMessageText } from '../../lib/use-message-text';
import type { DateOfBirthInput } from '../../components/date-of-birth-input';
import type { DetailsFormPage } from './components/details-form-page';
import type { NewPasswordFields } from './components/new-password-fields';
import type { DateParts } from '../../lib/date-of-birth';
import { orderedFieldErrors, type RegistrationFieldError } from './registration-form-errors';
import { clearRegistrationProgress } from './registration-progress-store';

/** What both details forms hold besides their own fields. */
interface DetailsFormValues extends FieldValues {
  dateOfBirth: DateParts;
  password: string;
  confirmPassword: string;
}

/** A gateway code that is about one field: shown at that field, with this message ('ns:key'). */
export type ServerFieldErrors<Values extends FieldValues> = Partial<
  Record<string, { field: Path<Values>; message: string }>
>;

/**
 * The workings shared by the two details forms (register details, linkage details): react-hook-form with
 * the form's yup rules checked on submit, the errors in page order, one request at a time, and on success
 * what the login page does after signing in (the gateway has signed the user in: SignInResult): forget what
 * was cached for nobody and go to the destination (spec part 1 §2: after account creation, choose
 * pharmacy); the registration progress is cleared. A failure the form can show at a field goes there; any
 * other stays as the page's failure until the next attempt.
 */
export function useDetailsForm<Values extends DetailsFormValues>({
  resolver,
  defaultValues,
  fields,
  serverFieldErrors,
  screenQuery,
  send,
}: {
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** The fields in page order: the error summary lists them in this order. */
  fields: readonly (string & keyof Values)[];
  serverFieldErrors: ServerFieldErrors<Values>;
  /** The screen's own query (its document): kept, so that the page does not change under the user as it leaves. */
  screenQuery: object;
  send: (values: Values) => Promise<SignInDestination>;
}) {
  const messageText = useMessageText();
  const enterSignedIn = useEnterSignedIn(screenQuery);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, submitCount },
  } = useForm<Values>({ resolver, defaultValues, ...validateOnSubmit });
  const password = useWatch({ control, name: 'password' as Path<Values> }) as string;
  const complete = useMutation({ mutationFn: send });
  const [failureCode, setFailureCode] = useState<string>();

  const onSubmit = useSubmitOnce({
    handleSubmit,
    send: async (values: Values) => {
      try {
        const destination = await complete.mutateAsync(values);
        clearRegistrationProgress();
        enterSignedIn(destination);
      } catch (error) {
        const code = error instanceof GatewayError ? error.code : 'common.unexpected';
        const atField = serverFieldErrors[code];
        if (atField) setError(atField.field, { type: 'server', message: atField.message });
        else setFailureCode(code);
      }
    },
    // A failure message stays until the next attempt.
    beforeAttempt: () => setFailureCode(undefined),
  });

  const summary = orderedFieldErrors(fields, errors, messageText);
  const errorFor = (
    field: string & keyof Values,
  ): RegistrationFieldError<string & keyof Values> | undefined =>
    summary.find((item) => item.field === field);
  const dateOfBirth = errorFor('dateOfBirth');

  return {
    register,
    errorFor,
    /** Spread into DetailsFormPage. */
    pageProps: {
      fieldErrors: summary,
      submitCount,
      failureCode,
      onSubmit,
      pending: complete.isPending,
    } satisfies Partial<ComponentProps<typeof DetailsFormPage>>,
    /** Spread into DateOfBirthInput. */
    dateOfBirthProps: {
      id: 'dateOfBirth',
      error: dateOfBirth?.message,
      messageKey: dateOfBirth?.messageKey,
      fields: {
        day: register('dateOfBirth.day' as Path<Values>),
        month: register('dateOfBirth.month' as Path<Values>),
        year: register('dateOfBirth.year' as Path<Values>),
      },
    } satisfies ComponentProps<typeof DateOfBirthInput>,
    /** Spread into NewPasswordFields. */
    passwordProps: {
      password,
      passwordField: register('password' as Path<Values>),
      confirmField: register('confirmPassword' as Path<Values>),
      passwordError: errorFor('password')?.message,
      confirmError: errorFor('confirmPassword')?.message,
    } satisfies ComponentProps<typeof NewPasswordFields>,
  };
}
