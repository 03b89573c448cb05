import { useMutation } from '@tanstack/react-query';
import { Button, SummaryList, TextInput } from 'nhsuk-react-components';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { DateOfBirthInput, dateOfBirthErrorTarget } from '../../../components/date-of-birth-input';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { FailureSummary } from '../../../components/failure-summary';
import { FormErrorSummary } from '../../../components/form-error-summary';
import type { LinkageLetterInput } from '../../../gql/graphql';
import { isoDate } from '../../../lib/date-of-birth';
import { GatewayError } from '../../../lib/gateway-client';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { formatLongDate } from '../../../lib/format-long-date';
import { routePaths } from '../../../lib/route-paths';
import { useSubmitOnce, validateOnSubmit } from '../../../lib/submit-once';
import { useMessageText } from '../../../lib/use-message-text';
import type { LetterWithPersonValues } from '../letter-schema';

/** The person the letter is for, when the form does not ask (the patient's own details, shown instead). */
export interface LetterPerson {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string | null | undefined;
}

type Field = keyof LetterWithPersonValues;
const personFields: Field[] = ['surname', 'dateOfBirth'];
const codeFields: Field[] = ['linkageKey', 'odsCode', 'gpAccountId'];

const withPersonResolver = lazyYupResolver<LetterWithPersonValues>(() =>
  import('../letter-schema').then(({ letterWithPersonSchema }) => letterWithPersonSchema),
);
const codesResolver = lazyYupResolver<LetterWithPersonValues>(() =>
  import('../letter-schema').then(({ letterCodesSchema }) => letterCodesSchema),
);

/** Why the last attempt failed: the gateway's code, and the server's message where it sent one. */
interface Failure {
  code: string;
  serverMessage: string | undefined;
}

/**
 * A GP registration letter's form (spec part 1 §2 'Connect IM1 form', 'Register for online services'; part 2
 * 'Change my GP practice'): the person's last name and date of birth when `person` is not given, then the
 * linkage key, ODS code and account ID, each accepted in any case and with spaces. The NHS error summary on
 * submit; a refusal shows the server's message (spec part 1 §8), the used-letter refusal with a Home link.
 */
export function LetterForm({
  person,
  submitLabel,
  pendingLabel,
  send,
  onProblemCount,
  children,
}: {
  /** Given: shown, not asked for. */
  person?: LetterPerson;
  /** Translated. */
  submitLabel: string;
  pendingLabel: string;
  send: (letter: LinkageLetterInput) => Promise<void>;
  /** Told how many problems the form shows, for the page title's 'Error: ' (the page's own). */
  onProblemCount: (count: number) => void;
  /** Below the button: Back, or 'I don't have these details'. */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('linking');
  const messageText = useMessageText();
  const fieldErrorProps = useFieldErrorProps();
  const fields = person ? codeFields : [...personFields, ...codeFields];
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<LetterWithPersonValues>({
    resolver: person ? codesResolver : withPersonResolver,
    defaultValues: {
      surname: '',
      dateOfBirth: { day: '', month: '', year: '' },
      linkageKey: '',
      odsCode: '',
      gpAccountId: '',
    },
    ...validateOnSubmit,
  });
  const mutation = useMutation({ mutationFn: send });
  const [failure, setFailure] = useState<Failure>();
  const onSubmit = useSubmitOnce({
    handleSubmit,
    beforeAttempt: () => setFailure(undefined),
    send: async (values) => {
      try {
        await mutation.mutateAsync({
          surname: person ? person.lastName : values.surname,
          dateOfBirth: person ? (person.dateOfBirth ?? '') : isoDate(values.dateOfBirth),
          linkageKey: values.linkageKey,
          odsCode: values.odsCode,
          gpAccountId: values.gpAccountId,
        });
      } catch (error) {
        setFailure(
          error instanceof GatewayError
            ? { code: error.code, serverMessage: error.serverMessage }
            : { code: 'linking.failed', serverMessage: undefined },
        );
      }
    },
  });

  const summary = fields.flatMap((field) => {
    const messageKey = errors[field]?.message;
    const message = typeof messageKey === 'string' ? messageText(messageKey) : undefined;
    if (typeof messageKey !== 'string' || !message) return [];
    const fieldId = field === 'dateOfBirth' ? dateOfBirthErrorTarget(field, messageKey) : field;
    return [{ field, fieldId, message, messageKey }];
  });
  const errorFor = (field: Field) => summary.find((item) => item.field === field);
  const codeInput = (field: 'linkageKey' | 'odsCode' | 'gpAccountId') => ({
    id: field,
    label: t(`letter.${field}.label`),
    hint: t(`letter.${field}.hint`),
    // The letter's codes: no spell check or automatic capitals, which would change them.
    autoComplete: 'off',
    spellCheck: false,
    autoCapitalize: 'none',
    error: errorFor(field)?.message,
    errorProps: fieldErrorProps,
    ...register(field),
  });
  const dateOfBirthError = errorFor('dateOfBirth');
  const problemCount = summary.length + (failure ? 1 : 0);
  useEffect(() => onProblemCount(problemCount), [onProblemCount, problemCount]);

  return (
    <>
      <FormErrorSummary errors={summary} submitCount={submitCount} />
      {failure && <LetterFailure failure={failure} />}
      <form noValidate onSubmit={onSubmit}>
        {person ? (
          <SummaryList>
            <SummaryList.Row>
              <SummaryList.Key>{t('letter.person.name')}</SummaryList.Key>
              <SummaryList.Value>{`${person.firstName} ${person.lastName}`}</SummaryList.Value>
            </SummaryList.Row>
            <SummaryList.Row>
              <SummaryList.Key>{t('letter.person.dateOfBirth')}</SummaryList.Key>
              <SummaryList.Value>
                {person.dateOfBirth ? formatLongDate(person.dateOfBirth, i18n.language) : ''}
              </SummaryList.Value>
            </SummaryList.Row>
          </SummaryList>
        ) : (
          <>
            <TextInput
              id="surname"
              label={t('letter.surname.label')}
              autoComplete="family-name"
              spellCheck={false}
              error={errorFor('surname')?.message}
              errorProps={fieldErrorProps}
              {...register('surname')}
            />
            <DateOfBirthInput
              id="dateOfBirth"
              error={dateOfBirthError?.message}
              messageKey={dateOfBirthError?.messageKey}
              fields={{
                day: register('dateOfBirth.day'),
                month: register('dateOfBirth.month'),
                year: register('dateOfBirth.year'),
              }}
            />
          </>
        )}
        <TextInput {...codeInput('linkageKey')} />
        <TextInput {...codeInput('odsCode')} />
        <TextInput {...codeInput('gpAccountId')} />
        <Button type="submit" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? pendingLabel : submitLabel}
        </Button>
      </form>
      {children}
    </>
  );
}

/** Why the letter was refused (spec part 1 §8: IM1 flow failures show the server's message). */
function LetterFailure({ failure }: { failure: Failure }) {
  const { t } = useTranslation('linking');
  const { t: tErrors } = useTranslation('errors');
  if (failure.code === 'linking.alreadyRegistered') {
    // spec part 1 §2 'Connect IM1 form': the catalogue's words, with a Home link.
    return (
      <FailureSummary message={tErrors('linking.alreadyRegistered')}>
        <AppLink to={routePaths.home}>{t('letter.home')}</AppLink>
      </FailureSummary>
    );
  }
  // Too many letters tried (the API's limit, issue 21): the catalogue's words, whatever the server said.
  if (failure.code === 'linking.tooManyAttempts') {
    return <FailureSummary message={tErrors('linking.tooManyAttempts')} />;
  }
  return <FailureSummary message={failure.serverMessage ?? tErrors('linking.failed')} />;
}
