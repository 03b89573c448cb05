import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const MyPharmacyScreenQuery = graphql(`
  query MyPharmacyScreen {
    me {
      pharmacy {
        id
        businessName
        address1
        address2
        address3
        city
        postcode
        telephoneNumber
        openingTimes {
          day
          periods {
            from
            to
          }
        }
        servicesOffered
      }
      features {
        pharmacyServiceBooking
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const myPharmacyScreenQuery = routeQuery(MyPharmacyScreenQuery);
