import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const PharmacyServicesScreenQuery = graphql(`
  query PharmacyServicesScreen {
    me {
      pharmacy {
        businessName
        latitude
        longitude
      }
      features {
        pharmacyServiceBooking
      }
    }
    pharmacyServiceBookings {
      ...BookedService
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const pharmacyServicesScreenQuery = routeQuery(PharmacyServicesScreenQuery);
