import { graphql } from '../../../gql';
import { routeQuery } from '../../../lib/query-keys';
import { sessionFilter, type BookingChoices, type SlotTypeChoice } from './booking-choices';

export const BookDateScreenQuery = graphql(`
  query BookDateScreen($filter: AppointmentSessionFilter!) {
    appointmentSessions(filter: $filter) {
      sessionId
      sessionDate
    }
  }
`);

/**
 * The dates step's query for the choices in its address: started by the route with the screen's code
 * (src/app/router.tsx); read by the screen.
 */
export function bookDateScreenQuery(choices: BookingChoices & { slotType: SlotTypeChoice }) {
  return routeQuery(BookDateScreenQuery, { filter: sessionFilter(choices, false) });
}
