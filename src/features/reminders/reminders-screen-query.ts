import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const RemindersScreenQuery = graphql(`
  query RemindersScreen {
    me {
      features {
        reminders
        reorderReminders
        manualReorderReminders
        dailyReminders
        manualDailyReminders
      }
    }
    reminders {
      ...RemindersLists
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const remindersScreenQuery = routeQuery(RemindersScreenQuery);
