import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { NewOrderScreenQuery } from '../../../gql/graphql';
import { gatewayQuery, otherQueriesThan } from '../../../lib/query-keys';

/**
 * The new-order flow's one query, shared by its pages (cached, so moving between pages asks nothing): who is
 * ordering and what they may order, the practice's comment rule, the pharmacy, and the prescription courses
 * (empty unless prescribing; the gateway does not ask the API then).
 */
const NewOrderScreenQuery = graphql(`
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

export type NewOrderData = NewOrderScreenQuery;
export type PrescriptionCourse = NewOrderScreenQuery['prescriptions'][number];

/** Every query but the new-order screen's: the ones the confirmation page refreshes once an order is sent. */
export const otherQueriesThanNewOrder = otherQueriesThan(NewOrderScreenQuery);

export function useNewOrderQuery() {
  return useQuery(gatewayQuery(NewOrderScreenQuery));
}

/** Whether the practice asks for a comment with every order (spec part 1 §5). */
export function commentRequired(data: NewOrderData): boolean {
  return data.me.integrationSettings?.prescribingCommentRequired === true;
}
