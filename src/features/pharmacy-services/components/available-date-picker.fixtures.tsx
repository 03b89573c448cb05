import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { AvailableDatePicker } from './available-date-picker';

/**
 * The calendar as a screen uses it, for its stories and tests: in a form, the month read from the URL's
 * `?month=` and the month navigation writing it,. `datesByMonth` holds
 * each month's available dates; a month missing from it is still loading.
 */
export function DatePickerInForm({
  datesByMonth,
  firstMonth = '2026-11',
  lastMonth = '2027-01',
  error,
}: {
  datesByMonth: Record<string, string[]>;
  firstMonth?: string;
  lastMonth?: string;
  error?: string;
}) {
  const [search] = useSearchParams();
  const month = search.get('month') ?? firstMonth;
  const { register } = useForm<{ date: string }>();
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <AvailableDatePicker
        id="service-date"
        month={month}
        firstMonth={firstMonth}
        lastMonth={lastMonth}
        monthHref={(to) => `?month=${to}`}
        dates={datesByMonth[month]}
        error={error}
        field={register('date')}
      />
    </form>
  );
}

/** Two dates in the week of 30 November 2026, one the next week; three in December; none in January. */
export const datesByMonth: Record<string, string[]> = {
  '2026-11': ['2026-11-26', '2026-11-27', '2026-11-30'],
  '2026-12': ['2026-12-01', '2026-12-03', '2026-12-15'],
  '2027-01': [],
};
