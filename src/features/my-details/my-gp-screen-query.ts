import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const MyGpScreenQuery = graphql(`
  query MyGpScreen {
    myGp {
      gpName
      address1
      address2
      address3
      address4
      postcode
      telephone
      doctorName
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const myGpScreenQuery = routeQuery(MyGpScreenQuery);
