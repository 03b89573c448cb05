import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const MessageThreadScreenQuery = graphql(`
  query MessageThreadScreen($id: ID!) {
    me {
      features {
        messageSubjects
      }
    }
    messageThread(id: $id) {
      id
      subject
      unread
      messages {
        fromPatient
        senderName
        recipientName
        sentAt
        body
      }
    }
  }
`);

/**
 * The thread `id` (the path's): started by the route with the screen's code (src/app/router.tsx); read by
 * the screen.
 */
export function messageThreadScreenQuery(id: string) {
  return routeQuery(MessageThreadScreenQuery, { id });
}
