import { ArrowLeftIcon, ArrowRightIcon, Pagination } from 'nhsuk-react-components';
import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { GroupedRadios } from '../../../components/grouped-radios';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatLondonLongDate } from '../../../lib/london-date-time';
import { datesByWeek } from '../../../lib/slot-groups';
import { addMonthsTo, formatMonth } from '../booking/booking-months';

/**
 * The booking calendar (spec part 2 'Pharmacy services', booking flow 2; docs/decisions/0009): one month at a
 * time, its available dates as NHS radios grouped by week, each named by its full date ('Tuesday 1 December
 * 2026'); dates with no free time are not offered, and the hint says why. 'Previous month' and 'Next month'
 * (NHS pagination) stay within the service's first and last months. The month's name is a heading that takes
 * focus when the month changes, so a screen reader says which month is now shown and the next Tab reaches
 * its dates.
 */
export function AvailableDatePicker({
  id,
  month,
  firstMonth,
  lastMonth,
  monthHref,
  dates,
  error,
  field,
}: {
  /** The radios' ids start with it; the first is `${id}-0` (where the error summary links). */
  id: string;
  /** The month shown, 'YYYY-MM'. */
  month: string;
  firstMonth: string;
  lastMonth: string;
  /** Where the month navigation goes for a month ('YYYY-MM'). */
  monthHref: (month: string) => string;
  /** The month's available dates ('YYYY-MM-DD', London); undefined while they load. */
  dates: readonly string[] | undefined;
  error?: string;
  field: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('pharmacy-services');
  const monthName = formatMonth(month);
  const headingRef = useMonthHeadingFocus(month);
  const previous = addMonthsTo(month, -1);
  const next = addMonthsTo(month, 1);
  return (
    <>
      <h2 className="nhsuk-heading-m" tabIndex={-1} ref={headingRef}>
        {monthName}
      </h2>
      <Pagination aria-label={t('book.date.months')}>
        {previous >= firstMonth && (
          <Pagination.Link previous asElement={AppLink} to={monthHref(previous)}>
            <ArrowLeftIcon />
            <MonthLinkText title={t('book.date.previousMonth')} month={previous} />
          </Pagination.Link>
        )}
        {next <= lastMonth && (
          <Pagination.Link next asElement={AppLink} to={monthHref(next)}>
            <MonthLinkText title={t('book.date.nextMonth')} month={next} />
            <ArrowRightIcon />
          </Pagination.Link>
        )}
      </Pagination>
      {dates === undefined ? (
        <LoadingSpinner label={t('book.date.loading', { month: monthName })} />
      ) : dates.length === 0 ? (
        <p>{t('book.date.noneThisMonth', { month: monthName })}</p>
      ) : (
        <GroupedRadios
          id={id}
          legend={t('book.date.legend', { month: monthName })}
          hint={t('book.date.hint')}
          error={error}
          groups={datesByWeek(dates).map((week) => ({
            key: week.monday,
            legend: t('book.date.week', { monday: formatLondonLongDate(week.monday) }),
            options: week.dates.map((date) => ({ value: date, label: formatLondonLongDate(date) })),
          }))}
          field={field}
        />
      )}
    </>
  );
}

/**
 * nhsuk-frontend's pagination link text: 'Previous month' then the month's name, read as 'Previous month:
 * November 2026' (the component's own `labelText` is not rendered by nhsuk-react-components 6).
 */
function MonthLinkText({ title, month }: { title: string; month: string }) {
  return (
    <>
      <span className="nhsuk-pagination__title">{title}</span>
      <span className="nhsuk-u-visually-hidden">:</span>
      <span className="nhsuk-pagination__label">{formatMonth(month)}</span>
    </>
  );
}

/** Focuses the month's heading when the month changes (not when the calendar first shows). */
function useMonthHeadingFocus(month: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownMonth = useRef(month);
  useEffect(() => {
    if (shownMonth.current === month) return;
    shownMonth.current = month;
    headingRef.current?.focus();
  }, [month]);
  return headingRef;
}
