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

export const EditReorderReminderScreenQuery = graphql(`
  query EditReorderReminderScreen($id: ID!) {
    me {
      features {
        reorderReminders
      }
    }
    reorderReminder(id: $id) {
      id
      description
      localDate
      localTime
    }
  }
`);

/** Editing the reminder `id` (the path's): started by the route with the screen's code; read by the screen. */
export function editReorderReminderScreenQuery(id: string) {
  return routeQuery(EditReorderReminderScreenQuery, { id });
}
