import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const DeregisterScreenQuery = graphql(`
  query DeregisterScreen {
    me {
      patient {
        firstName
        lastName
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const deregisterScreenQuery = routeQuery(DeregisterScreenQuery);
