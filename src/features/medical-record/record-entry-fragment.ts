import { graphql } from '../../gql';
import type { RecordEntryFragment, RecordValuePartsFragment } from '../../gql/graphql';

/** What every section shows of an entry; each section reads the parts its entries have. */
export const RecordEntryFragmentDoc = graphql(`
  fragment RecordValueParts on RecordValue {
    numericValue
    text
    units
    rangeLow
    rangeHigh
    rangeStatus
  }

  fragment RecordEntry on MedicalRecordEntry {
    id
    description
    date
    problemStatus
    observation {
      description
      value {
        ...RecordValueParts
      }
    }
    sections {
      header
      observations {
        description
        value {
          ...RecordValueParts
        }
      }
    }
    result {
      ...RecordValueParts
    }
  }
`);

export type RecordEntry = RecordEntryFragment;
export type RecordValue = RecordValuePartsFragment;
