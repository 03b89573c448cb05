import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const MedicalRecordScreenQueryDoc = graphql(`
  query MedicalRecordScreen {
    medicalRecord {
      sections {
        type
        count
        failureCode
      }
      firstSection {
        type
        entries {
          ...RecordEntry
        }
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const medicalRecordScreenQuery = routeQuery(MedicalRecordScreenQueryDoc);
