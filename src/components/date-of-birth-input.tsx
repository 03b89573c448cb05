import { DateInput } from 'nhsuk-react-components';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorProps } from './field-error-props';
import { datePartsInError, type DatePart } from '../lib/date-of-birth';

const autoComplete: Record<DatePart, string> = {
  day: 'bday-day',
  month: 'bday-month',
  year: 'bday-year',
};

/** The id of the box an error summary link should focus: the first box in error, else the day. */
export function dateOfBirthErrorTarget(id: string, messageKey: string | undefined): string {
  const [first] = messageKey ? datePartsInError(messageKey) : [];
  return `${id}-${first ?? 'day'}`;
}

/**
 * The NHS date input for a date of birth (ACCESSIBILITY.md: day, month and year boxes in a fieldset, with
 * the bday autocomplete tokens), registered with react-hook-form as `<name>.day`, `.month` and `.year`.
 * An error marks only the boxes it is about (NHS date input guidance: 'highlight the part that is wrong').
 */
export function DateOfBirthInput({
  id,
  fields,
  error,
  messageKey,
}: {
  /** The boxes' ids are `<id>-day`, `<id>-month` and `<id>-year`. */
  id: string;
  fields: Record<DatePart, UseFormRegisterReturn>;
  /** The error's text, already translated. */
  error: string | undefined;
  /** The error's catalogue key, which says which boxes are wrong. */
  messageKey: string | undefined;
}) {
  const { t } = useTranslation('registration');
  const fieldErrorProps = useFieldErrorProps();
  const partsInError = error && messageKey ? datePartsInError(messageKey) : [];
  const box = (part: DatePart) => ({
    id: `${id}-${part}`,
    autoComplete: autoComplete[part],
    // The message shows once, above the boxes; each box in error only takes the error style.
    error: partsInError.includes(part) ? error : (false as const),
    ...fields[part],
  });
  return (
    <DateInput
      id={id}
      legend={t('dateOfBirth.legend')}
      legendProps={{ size: 's' }}
      hint={t('dateOfBirth.hint')}
      error={error}
      errorProps={fieldErrorProps}
    >
      <DateInput.Day label={t('dateOfBirth.day')} {...box('day')} />
      <DateInput.Month label={t('dateOfBirth.month')} {...box('month')} />
      <DateInput.Year label={t('dateOfBirth.year')} {...box('year')} />
    </DateInput>
  );
}
