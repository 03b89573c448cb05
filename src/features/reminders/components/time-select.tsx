import { Select } from 'nhsuk-react-components';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { formatReminderTime } from '../../../lib/format-reminder-time';
import { quarterHourTimes } from '../reminder-date';

/**
 * A time of day from a list of 15-minute steps (spec part 2 §9), each written as people say it ('9:15am'): a
 * native select, so it works by keyboard and is announced by every screen reader, and no time off the steps can
 * be chosen.
 */
export function TimeSelect({
  id,
  label,
  hint,
  error,
  field,
}: {
  id: string;
  label: string;
  hint?: string;
  /** Already translated. */
  error?: string;
  field: UseFormRegisterReturn;
}) {
  const { i18n } = useTranslation();
  const fieldErrorProps = useFieldErrorProps();
  return (
    <Select
      id={id}
      label={label}
      labelProps={{ size: 's' }}
      hint={hint}
      error={error}
      errorProps={fieldErrorProps}
      {...field}
    >
      {quarterHourTimes.map((time) => (
        <Select.Option key={time} value={time}>
          {formatReminderTime(time, i18n.language)}
        </Select.Option>
      ))}
    </Select>
  );
}
