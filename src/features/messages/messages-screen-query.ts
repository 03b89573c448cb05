import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const MessagesScreenQuery = graphql(`
  query MessagesScreen {
    me {
      features {
        messageSubjects
      }
    }
    messageThreads {
      ...MessageThreadItem
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const messagesScreenQuery = routeQuery(MessagesScreenQuery);
