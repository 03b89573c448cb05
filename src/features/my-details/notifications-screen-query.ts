import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const NotificationsScreenQuery = graphql(`
  query NotificationsScreen {
    notificationPreferences {
      ...NotificationSettings
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const notificationsScreenQuery = routeQuery(NotificationsScreenQuery);
