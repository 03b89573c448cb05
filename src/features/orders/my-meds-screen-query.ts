import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const MyMedsScreenQuery = graphql(`
  query MyMedsScreen {
    orders {
      live {
        id
      }
      previous {
        id
      }
      readyToCollectCount
    }
    me {
      features {
        reminders
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const myMedsScreenQuery = routeQuery(MyMedsScreenQuery);
