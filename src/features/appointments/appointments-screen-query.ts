import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const AppointmentsScreenQuery = graphql(`
  query AppointmentsScreen {
    appointments {
      ...BookedAppointment
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const appointmentsScreenQuery = routeQuery(AppointmentsScreenQuery);
