import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const NewReorderReminderScreenQuery = graphql(`
  query NewReorderReminderScreen {
    me {
      features {
        manualReorderReminders
      }
    }
    collectedItems {
      orderId
      orderItemId
      description
      orderedAt
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const newReorderReminderScreenQuery = routeQuery(NewReorderReminderScreenQuery);
