import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const ConnectIm1InformationScreenQuery = graphql(`
  query ConnectIm1InformationScreen {
    config {
      featureNHSLogin
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const connectIm1InformationScreenQuery = routeQuery(ConnectIm1InformationScreenQuery);
