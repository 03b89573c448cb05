import { graphql } from '../../../gql';
import { routeQuery } from '../../../lib/query-keys';

export const BookPractitionerScreenQuery = graphql(`
  query BookPractitionerScreen {
    me {
      integrationSettings {
        allowFilteredAppointmentBooking
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const bookPractitionerScreenQuery = routeQuery(BookPractitionerScreenQuery);
