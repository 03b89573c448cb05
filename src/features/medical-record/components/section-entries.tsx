import { Details } from 'nhsuk-react-components';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import { ResponsiveTable } from '../../../components/responsive-table';
import type { MedicalRecordType } from '../../../gql/graphql';
import { formatLongDate } from '../../../lib/format-long-date';
import type { RecordEntry } from '../record-entry-fragment';
import { chartPoints, groupTestResults, type TestHistory } from '../test-result-history';
import { formatMeasure, formatRange, formatRecordValue } from './record-value';
import { TrendChart } from './trend-chart';

/** A section's entries as the patient reads them; each section shows the parts its entries have. */
export function SectionEntries({
  type,
  entries,
}: {
  type: MedicalRecordType;
  entries: readonly RecordEntry[];
}) {
  const { t } = useTranslation('medical-record');
  if (entries.length === 0) return <p>{t(`empty.${type}`)}</p>;
  switch (type) {
    case 'Problems':
      return <ProblemLists entries={entries} />;
    case 'TestResults':
      return <TestResultHistories entries={entries} />;
    default:
      return (
        <EntryList
          entries={entries}
          dateLabel={type === 'Medication' ? 'firstIssued' : 'recordedOn'}
        />
      );
  }
}

function useEntryText() {
  const { t, i18n } = useTranslation('medical-record');
  return {
    description: (entry: { description?: string | null }) =>
      entry.description ?? t('entry.noDescription'),
    date: (date: string | null | undefined, label: 'firstIssued' | 'recordedOn' = 'recordedOn') =>
      date ? t(`entry.${label}`, { date: formatLongDate(date, i18n.language) }) : t('entry.noDate'),
  };
}

/**
 * How many entries a list shows at once when it first appears; a longer list (a record can hold thousands)
 * renders the rest straight after, in the background, so the section shows at once and stays responsive.
 */
export const FIRST_RENDERED_ENTRIES = 100;

function EntryList({
  entries,
  dateLabel = 'recordedOn',
}: {
  entries: readonly RecordEntry[];
  dateLabel?: 'firstIssued' | 'recordedOn';
}) {
  const text = useEntryText();
  const shown = useDeferredValue(entries.length, Math.min(entries.length, FIRST_RENDERED_ENTRIES));
  return (
    <ul className="nhsuk-list nhsuk-list--border app-record-entries">
      {entries.slice(0, shown).map((entry) => (
        <li key={entry.id}>
          <p className="nhsuk-u-margin-bottom-1">
            <strong>{text.description(entry)}</strong>
          </p>
          <p className="nhsuk-body-s nhsuk-u-secondary-text-colour nhsuk-u-margin-bottom-0">
            {text.date(entry.date, dateLabel)}
          </p>
          {entry.sections.length > 0 && <ConsultationSections sections={entry.sections} />}
          {entry.observation && <ObservationLine observation={entry.observation} />}
        </li>
      ))}
    </ul>
  );
}

function ConsultationSections({ sections }: { sections: RecordEntry['sections'] }) {
  return (
    <dl className="app-record-consultation">
      {sections.map((section) => (
        <div key={section.header}>
          <dt className="nhsuk-body-s nhsuk-u-font-weight-bold nhsuk-u-margin-bottom-0">
            {section.header}
          </dt>
          {section.observations.map((observation, index) => (
            <dd key={index} className="nhsuk-body-s nhsuk-u-margin-bottom-1">
              <ObservationText observation={observation} />
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

type Observation = NonNullable<RecordEntry['observation']>;

/** An observation in words: its term, and its value with its unit when it has one. */
function useObservationText(): (observation: Observation) => string {
  const { t, i18n } = useTranslation('medical-record');
  return (observation) => {
    const description = observation.description ?? t('entry.noDescription');
    return observation.value
      ? t('entry.observationWithValue', {
          description,
          value: formatRecordValue(observation.value, t, i18n.language),
        })
      : description;
  };
}

function ObservationText({ observation }: { observation: Observation }) {
  return useObservationText()(observation);
}

function ObservationLine({ observation }: { observation: Observation }) {
  const { t } = useTranslation('medical-record');
  const observationText = useObservationText();
  return (
    <p className="nhsuk-body-s nhsuk-u-margin-bottom-0 nhsuk-u-margin-top-1">
      {t('entry.observation', { observation: observationText(observation) })}
    </p>
  );
}

/** spec part 2 §2: problems active and past; only the active ones are counted in the tab. */
function ProblemLists({ entries }: { entries: readonly RecordEntry[] }) {
  const { t } = useTranslation('medical-record');
  const active = entries.filter((entry) => entry.problemStatus !== 'Past');
  const past = entries.filter((entry) => entry.problemStatus === 'Past');
  return (
    <>
      <h3 className="nhsuk-heading-s">{t('problems.active')}</h3>
      {active.length > 0 ? <EntryList entries={active} /> : <p>{t('problems.noneActive')}</p>}
      <h3 className="nhsuk-heading-s">{t('problems.past')}</h3>
      {past.length > 0 ? <EntryList entries={past} /> : <p>{t('problems.nonePast')}</p>}
    </>
  );
}

function TestResultHistories({ entries }: { entries: readonly RecordEntry[] }) {
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
  const text = useEntryText();
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
                    result.date ? formatLongDate(result.date, i18n.language) : text.date(null),
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
