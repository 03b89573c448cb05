import { graphql } from '../../gql';
import { ROUTE_QUERY_FRESH_MS, routeQuery } from '../../lib/query-keys';

export const MultiPatientInfoScreenQuery = graphql(`
  query MultiPatientInfoScreen {
    me {
      linkedPatients {
        patientId
        selected
      }
    }
  }
`);

/**
 * Started by the route with the screen's code (src/app/router.tsx); read by the screen. The screen is a
 * routing decision on how many patients the account has now, so its answer is kept no longer than it counts
 * as fresh once nothing reads it: a later visit, after a patient was added, never decides on the old count.
 * (Not gcTime 0: the route's answer, come before the screen's code, would be gone before the screen read it;
 * and a query keeps the longest gcTime it was ever given, so the screen cannot shorten it afterwards.)
 */
export const multiPatientInfoScreenQuery = {
  ...routeQuery(MultiPatientInfoScreenQuery),
  gcTime: ROUTE_QUERY_FRESH_MS,
};
