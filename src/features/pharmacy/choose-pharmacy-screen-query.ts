import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const ChoosePharmacyScreenQuery = graphql(`
  query ChoosePharmacyScreen {
    config {
      mapsApiKey
    }
    me {
      patient {
        firstName
      }
      pharmacy {
        ...PharmacyChoice
      }
      linkedPatients {
        patientId
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const choosePharmacyScreenQuery = routeQuery(ChoosePharmacyScreenQuery);
