import { graphql } from '../../../gql';
import { routeQuery } from '../../../lib/query-keys';

export const BookPharmacyServiceScreenQuery = graphql(`
  query BookPharmacyServiceScreen {
    pharmacyServices {
      id
      name
      bookable
      pricingInformation
      firstBookableDate
      externalLink
      subTypes {
        serviceNameId
        name
      }
    }
    me {
      features {
        pharmacyServiceBooking
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const bookPharmacyServiceScreenQuery = routeQuery(BookPharmacyServiceScreenQuery);
