import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const NewMessageScreenQuery = graphql(`
  query NewMessageScreen {
    me {
      features {
        messageSubjects
      }
    }
    messageRecipients {
      recipientGuid
      name
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const newMessageScreenQuery = routeQuery(NewMessageScreenQuery);
