import { Details } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/responsive-table';
import { Trans } from '../../../components/trans';
import { formatLongDate } from '../../../lib/format-long-date';
import type { RecordEntry } from '../record-entry-fragment';
import { chartPoints, groupTestResults, type TestHistory } from '../test-result-history';
import { formatMeasure, formatRange, formatRecordValue } from './record-value';
import { TrendChart } from './trend-chart';

/** The test results section's entries: each test's latest result, and its history on demand. */
export function TestResultHistories({ entries }: { entries: readonly RecordEntry[] }) {
  const histories = groupTestResults(entries);
  return (
    <>
      {histories.map((history) => (
        <TestResultHistory key={history.results[0]?.id} history={history} />
      ))}
    </>
  );
}

/**
 * One test: its latest result, and for a test taken more than once its whole history, opened on demand: a
 * table (date, value, unit, range, and the comparison with the range in words) beside a chart of the same
 * results that assistive technology skips.
 */
function TestResultHistory({ history }: { history: TestHistory }) {
  const { t, i18n } = useTranslation('medical-record');
  const [latest] = history.results;
  if (!latest) return null;
  const test = history.test ?? t('entry.noDescription');
  const points = chartPoints(history);
  const latestLine = (
    <p className="nhsuk-u-margin-bottom-2">
      {t('testResults.latest', {
        value: formatRecordValue(latest.value, t, i18n.language),
        date: latest.date ? formatLongDate(latest.date, i18n.language) : t('entry.noDate'),
      })}
      <br />
      {t(`testResults.status.${latest.value.rangeStatus}`)}
    </p>
  );
  return (
    <div className="app-test-result">
      <h3 className="nhsuk-heading-s nhsuk-u-margin-bottom-1">{test}</h3>
      {latestLine}
      {history.results.length > 1 && (
        <Details>
          <Details.Summary>
            <Trans
              t={t}
              i18nKey="testResults.historySummary"
              values={{ count: history.results.length, test }}
              components={{ hidden: <span className="nhsuk-u-visually-hidden" /> }}
            />
          </Details.Summary>
          <Details.Text>
            <div className="app-test-result__history">
              <ResponsiveTable
                caption={t('testResults.caption', { test })}
                headings={[
                  t('testResults.date'),
                  t('testResults.value'),
                  t('testResults.unit'),
                  t('testResults.range'),
                  t('testResults.comparison'),
                ]}
                rows={history.results.map((result) => ({
                  key: result.id,
                  cells: [
                    result.date ? formatLongDate(result.date, i18n.language) : t('entry.noDate'),
                    formatMeasure(result.value, i18n.language),
                    result.value.units ?? t('testResults.noUnit'),
                    formatRange(result.value, t, i18n.language),
                    t(`testResults.status.${result.value.rangeStatus}`),
                  ],
                }))}
              />
              {points.length > 1 && (
                <TrendChart
                  points={points}
                  rangeLow={latest.value.rangeLow ?? null}
                  rangeHigh={latest.value.rangeHigh ?? null}
                />
              )}
            </div>
          </Details.Text>
        </Details>
      )}
    </div>
  );
}
