import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const MyDetailsScreenQuery = graphql(`
  query MyDetailsScreen {
    me {
      features {
        myGp
        im1Linked
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const myDetailsScreenQuery = routeQuery(MyDetailsScreenQuery);
