import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const MyServicesScreenQuery = graphql(`
  query MyServicesScreen {
    me {
      features {
        pharmacyServices
        appointments
        messages
        covidVaccination
        medicalRecord
        promotedServices
        connectGp
      }
      pharmacy {
        businessName
        promotedServices {
          serviceId
          serviceCardText
        }
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const myServicesScreenQuery = routeQuery(MyServicesScreenQuery);
