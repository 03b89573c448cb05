import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const ChangeGpScreenQuery = graphql(`
  query ChangeGpScreen {
    me {
      patient {
        id
        firstName
        lastName
        dateOfBirth
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const changeGpScreenQuery = routeQuery(ChangeGpScreenQuery);
