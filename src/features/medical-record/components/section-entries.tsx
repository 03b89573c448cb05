import { Suspense, use, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/loading-spinner';
import type { MedicalRecordType } from '../../../gql/graphql';
import { formatLongDate } from '../../../lib/format-long-date';
import type { RecordEntry } from '../record-entry-fragment';
import { formatRecordValue } from './record-value';
import { SectionPartBoundary } from './section-part-boundary';
import type * as HistoriesModuleNamespace from './test-result-histories';

type HistoriesModule = typeof HistoriesModuleNamespace;
/** A promise as React's `use` reads it: marked with its value once fulfilled. */
type ReadablePromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * The test results' histories (the `<details>` with each test's table and chart) are their own chunk (issue
 * #20): the page opens on another section unless the practice shows no other, so their code comes when the
 * test results' tab is opened (`preloadTestResults`, beside the section's query) or the record is printed.
 * A failed fetch is tried again by the section's retry, not cached as React.lazy would.
 */
let loadingHistories: ReadablePromise<HistoriesModule> | undefined;
export function preloadTestResults(): Promise<HistoriesModule> {
  if (!loadingHistories) {
    const loading: ReadablePromise<HistoriesModule> = import('./test-result-histories').then(
      (module) => {
        // Marked as React marks a promise `use` has read, so that `use` reads a module that has come without
        // suspending (and showing the spinner for a moment) when the tab was preloaded before it rendered.
        loading.status = 'fulfilled';
        loading.value = module;
        return module;
      },
      (error: unknown) => {
        loadingHistories = undefined;
        throw error;
      },
    );
    loadingHistories = loading;
  }
  return loadingHistories;
}

function TestResults({ entries }: { entries: readonly RecordEntry[] }) {
  // Always through `use`: React refuses a component that suspended on `use` and then renders without it.
  const { TestResultHistories } = use(preloadTestResults());
  return <TestResultHistories entries={entries} />;
}

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
      return (
        <SectionPartBoundary>
          <Suspense
            fallback={
              <LoadingSpinner
                label={t('section.loading', { section: t('sections.TestResults') })}
              />
            }
          >
            <TestResults entries={entries} />
          </Suspense>
        </SectionPartBoundary>
      );
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
