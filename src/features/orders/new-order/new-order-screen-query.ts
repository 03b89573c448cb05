import { graphql } from '../../../gql';
import { routeQuery } from '../../../lib/query-keys';

/**
 * The new-order flow's one query, shared by its pages (cached, so the next page shows it at once): who is
 * ordering and what they may order, the practice's comment rule, the pharmacy, and the prescription courses
 * (empty unless prescribing; the gateway does not ask the API then).
 */
export const NewOrderScreenQuery = graphql(`
  query NewOrderScreen {
    me {
      patient {
        id
      }
      features {
        prescribing
        manualReordering
      }
      integrationSettings {
        prescribingCommentRequired
      }
      pharmacy {
        businessName
      }
    }
    prescriptions {
      medicationCourseGuid
      name
      dosage
      mostRecentIssueDate
      prescriptionType
    }
  }
`);

/** Started by each page's route with the page's code (src/app/router.tsx); read by the flow (new-order-query.ts). */
export const newOrderScreenQuery = routeQuery(NewOrderScreenQuery);
