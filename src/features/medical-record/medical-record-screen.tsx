import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tabs } from 'nhsuk-react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import type { MedicalRecordScreenQuery, MedicalRecordType } from '../../gql/graphql';
import { preloadTestResults } from './components/section-entries';
import { SectionPanel, sectionQuery } from './components/section-panel';
import { useOpenedPanels, useTabsShownAsList } from './use-opened-panels';
import './medical-record.css';
import { medicalRecordScreenQuery } from './medical-record-screen-query';

type MedicalRecord = NonNullable<MedicalRecordScreenQuery['medicalRecord']>;

/** The id of a section's panel, which is also the address's fragment when its tab is open. */
const panelIdOf: Record<MedicalRecordType, string> = {
  Allergies: 'allergies',
  Consultations: 'consultations',
  Immunisations: 'immunisations',
  Medication: 'medications',
  Problems: 'problems',
  TestResults: 'test-results',
};

/**
 * /my-services/my-medical-record (spec part 2 'My medical record'): the sections the practice shows as NHS tabs,
 * each with its count (problems: active ones only, counted by the gateway), the notice on sensitive
 * information and the right of access, and 'Print this page'. The screen's query brings the counts and the
 * first section; every other section is read when its tab is first opened (or when the record is printed).
 * Without the tabs' JavaScript, or on a narrow screen, the sections show one after another.
 */
export function MedicalRecordScreen() {
  const { t } = useTranslation('medical-record');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(medicalRecordScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('screen.title')}
      loadingLabel={t('screen.loading')}
      failureMessage={tErrors('medicalRecord.loadFailed')}
    >
      {(data) => (
        <Page title={t('screen.title')}>
          <div className="app-medical-record">
            <RecordNotice />
            {data.medicalRecord === null || data.medicalRecord.sections.length === 0 ? (
              <p>{t('screen.noSections')}</p>
            ) : (
              <RecordSections record={data.medicalRecord} />
            )}
          </div>
        </Page>
      )}
    </QueryScreen>
  );
}

/** spec part 2 §2: 'A notice covers sensitive information and the legal right of access.' */
function RecordNotice() {
  const { t } = useTranslation('medical-record');
  return (
    // The NHS warning callout by class: the WarningCallout component adds English hidden text ('Important: ')
    // inside <span role="text">, which is not valid HTML.
    <div className="nhsuk-warning-callout">
      <h2 className="nhsuk-warning-callout__label">{t('notice.heading')}</h2>
      <p>{t('notice.sensitive')}</p>
      <p>{t('notice.rightOfAccess')}</p>
    </div>
  );
}

function RecordSections({ record }: { record: MedicalRecord }) {
  const { t } = useTranslation('medical-record');
  const opened = useOpenedPanels();
  const asList = useTabsShownAsList();
  const print = usePrintWholeRecord(record.sections.map((section) => section.type));
  const [first] = record.sections;
  const openedTypes = new Set(
    record.sections
      .filter((section) => opened.has(panelIdOf[section.type]))
      .map((section) => section.type),
  );
  // Tabs show the first section unless the address names another.
  if (openedTypes.size === 0 && first) openedTypes.add(first.type);
  useEffect(() => {
    // A closed <details> prints nothing of its contents: open every test's history for the printout.
    const openHistories = () =>
      document
        .querySelectorAll<HTMLDetailsElement>('.app-medical-record details')
        .forEach((details) => {
          details.open = true;
        });
    window.addEventListener('beforeprint', openHistories);
    return () => window.removeEventListener('beforeprint', openHistories);
  }, []);

  return (
    <>
      <Button
        type="button"
        secondary
        className="app-medical-record__print"
        aria-disabled={print.preparing || undefined}
        onClick={print.start}
      >
        {print.preparing ? t('screen.preparingPrint') : t('screen.print')}
      </Button>
      <Tabs>
        <Tabs.Title>{t('screen.tabsTitle')}</Tabs.Title>
        <Tabs.List>
          {record.sections.map((section) => (
            <Tabs.ListItem key={section.type} id={panelIdOf[section.type]}>
              {section.count === null
                ? t(`sections.${section.type}`)
                : t('screen.tabWithCount', {
                    section: t(`sections.${section.type}`),
                    count: section.count,
                  })}
            </Tabs.ListItem>
          ))}
        </Tabs.List>
        {record.sections.map((section) => (
          <Tabs.Contents key={section.type} id={panelIdOf[section.type]}>
            <h2 className="nhsuk-heading-m">{t(`sections.${section.type}`)}</h2>
            <SectionPanel
              type={section.type}
              entries={
                record.firstSection?.type === section.type ? record.firstSection.entries : null
              }
              failed={section.failureCode !== null}
              wanted={asList || print.wanted || openedTypes.has(section.type)}
            />
          </Tabs.Contents>
        ))}
      </Tabs>
    </>
  );
}

/**
 * 'Print this page' prints the whole record: it first reads every section not read yet (each through its own
 * cached query), then opens the browser's print dialog; the print stylesheet shows every panel and hides the
 * menu, the tabs and the buttons.
 */
function usePrintWholeRecord(types: readonly MedicalRecordType[]) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'preparing' | 'ready'>('idle');
  useEffect(() => {
    if (state !== 'ready') return;
    // After the panels have rendered what was read.
    const frame = requestAnimationFrame(() => {
      window.print();
      setState('idle');
    });
    return () => cancelAnimationFrame(frame);
  }, [state]);
  return {
    preparing: state === 'preparing',
    wanted: state !== 'idle',
    start: () => {
      if (state !== 'idle') return;
      setState('preparing');
      void Promise.allSettled([
        ...types.map((type) => queryClient.query({ ...sectionQuery(type), staleTime: 'static' })),
        ...(types.includes('TestResults') ? [preloadTestResults()] : []),
      ]).then(() => setState('ready'));
    },
  };
}
