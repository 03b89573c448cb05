import { graphql } from '../../../gql';
import { routeQuery } from '../../../lib/query-keys';

export const BookClinicianScreenQuery = graphql(`
  query BookClinicianScreen {
    appointmentClinicians {
      clinicianId
      displayName
      jobRole
      sex
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const bookClinicianScreenQuery = routeQuery(BookClinicianScreenQuery);
