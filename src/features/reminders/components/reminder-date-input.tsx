import { DateInput } from 'nhsuk-react-components';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorProps } from '../../../components/field-error-props';
import type { DatePart } from '../../../lib/date-of-birth';
import { datePartsOf, londonDateInDays } from '../reminder-date';

/**
 * The NHS date input (day, month and year boxes in a fieldset with a legend and an example) for a reorder
 * date, registered with react-hook-form as `<name>.day`, `.month` and `.year`. The boxes' ids are
 * `<id>-day`, `<id>-month` and `<id>-year`; an error summary links to the day.
 */
export function ReminderDateInput({
  id,
  fields,
  error,
}: {
  id: string;
  fields: Record<DatePart, UseFormRegisterReturn>;
  /** Already translated. */
  error?: string;
}) {
  const { t } = useTranslation('reminders');
  const fieldErrorProps = useFieldErrorProps();
  const example = datePartsOf(londonDateInDays(14));
  const box = (part: DatePart) => ({
    id: `${id}-${part}`,
    error: error ? error : (false as const),
    ...fields[part],
  });
  return (
    <DateInput
      id={id}
      legend={t('form.dateLegend')}
      legendProps={{ size: 's' }}
      hint={t('form.dateHint', { example: `${example.day} ${example.month} ${example.year}` })}
      error={error}
      errorProps={fieldErrorProps}
    >
      <DateInput.Day label={t('form.day')} {...box('day')} />
      <DateInput.Month label={t('form.month')} {...box('month')} />
      <DateInput.Year label={t('form.year')} {...box('year')} />
    </DateInput>
  );
}
