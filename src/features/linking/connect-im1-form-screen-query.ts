import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const ConnectIm1FormScreenQuery = graphql(`
  query ConnectIm1FormScreen {
    me {
      patient {
        id
        iM1Available
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const connectIm1FormScreenQuery = routeQuery(ConnectIm1FormScreenQuery);
