import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const DailyReminderScreenQuery = graphql(`
  query DailyReminderScreen($id: ID!, $editing: Boolean!) {
    me {
      features {
        manualDailyReminders
      }
    }
    collectedItems {
      orderId
      orderItemId
      description
    }
    dailyReminder(id: $id) @include(if: $editing) {
      id
      reminderTime
      description
      orderId
      orderItemId
    }
  }
`);

/**
 * The daily reminder form's query: a new reminder's without an `id`, else the edited one's (the path's).
 * Started by the route with the screen's code (src/app/router.tsx); read by the screen.
 */
export function dailyReminderScreenQuery(id?: string) {
  return routeQuery(DailyReminderScreenQuery, { id: id ?? '', editing: id !== undefined });
}
