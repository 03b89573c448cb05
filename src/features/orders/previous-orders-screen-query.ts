import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const PreviousOrdersScreenQuery = graphql(`
  query PreviousOrdersScreen {
    orders {
      previous {
        id
        orderedAt
        items {
          orderItemId
          description
          option
          type
          itemOrderType
          rejected
          status
          medicationCourseGuid
        }
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const previousOrdersScreenQuery = routeQuery(PreviousOrdersScreenQuery);
