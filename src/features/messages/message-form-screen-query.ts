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

export const ReplyMessageScreenQuery = graphql(`
  query ReplyMessageScreen($id: ID!) {
    me {
      features {
        messageSubjects
      }
    }
    messageThread(id: $id) {
      id
      recipientGuid
      recipientName
      subject
    }
  }
`);

/**
 * The reply to the thread `id` (the path's): started by the route with the screen's code (src/app/router.tsx);
 * read by the screen.
 */
export function replyMessageScreenQuery(id: string) {
  return routeQuery(ReplyMessageScreenQuery, { id });
}
