import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const CancelAppointmentScreenQuery = graphql(`
  query CancelAppointmentScreen {
    appointments {
      ...BookedAppointment
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const cancelAppointmentScreenQuery = routeQuery(CancelAppointmentScreenQuery);
