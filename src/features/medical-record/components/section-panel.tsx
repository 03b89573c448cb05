import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { graphql } from '../../../gql';
import type { MedicalRecordType } from '../../../gql/graphql';
import { gatewayQuery } from '../../../lib/query-keys';
import type { RecordEntry } from '../record-entry-fragment';
import { preloadTestResults, SectionEntries } from './section-entries';
import { SectionFailure } from './section-failure';

const MedicalRecordSectionQuery = graphql(`
  query MedicalRecordSection($type: MedicalRecordType!) {
    medicalRecordSection(type: $type) {
      type
      entries {
        ...RecordEntry
      }
    }
  }
`);

/** A section's own query, read when its tab is first opened and then kept in TanStack Query's cache. */
export function sectionQuery(type: MedicalRecordType) {
  return gatewayQuery(MedicalRecordSectionQuery, { type });
}

/**
 * What a tab's panel holds: the entries the screen's query brought (the first section), or else the section's
 * own query once the panel is `wanted` (opened, shown as part of the list, or asked for to print). A section
 * that could not be read says so with the catalogue message, and can be tried again, while the others stay.
 */
export function SectionPanel({
  type,
  entries,
  failed,
  wanted,
}: {
  type: MedicalRecordType;
  /** The entries when already loaded with the counts. */
  entries?: readonly RecordEntry[] | null | undefined;
  /** The section could not be read for its count. */
  failed: boolean;
  wanted: boolean;
}) {
  const [retried, setRetried] = useState(false);
  if (entries) return <SectionEntries type={type} entries={entries} />;
  if (failed && !retried) return <SectionFailure onRetry={() => setRetried(true)} />;
  return <SectionLoadedOnOpen type={type} wanted={wanted || retried} />;
}

function SectionLoadedOnOpen({ type, wanted }: { type: MedicalRecordType; wanted: boolean }) {
  const { t } = useTranslation('medical-record');
  const query = useQuery({ ...sectionQuery(type), enabled: wanted });
  useEffect(() => {
    // The histories' code comes beside the section's answer, not after it.
    if (wanted && type === 'TestResults') preloadTestResults().catch(() => undefined);
  }, [wanted, type]);
  if (query.status === 'success') {
    return <SectionEntries type={type} entries={query.data.medicalRecordSection.entries} />;
  }
  if (query.status === 'error') {
    return <SectionFailure onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!wanted) return null;
  return <LoadingSpinner label={t('section.loading', { section: t(`sections.${type}`) })} />;
}
