import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const RegisterForOnlineServicesScreenQuery = graphql(`
  query RegisterForOnlineServicesScreen {
    config {
      featureNHSLogin
    }
    me {
      patient {
        id
        firstName
        lastName
        dateOfBirth
        iM1Available
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const registerForOnlineServicesScreenQuery = routeQuery(
  RegisterForOnlineServicesScreenQuery,
);
