import { graphql } from '../../../gql';
import { routeQuery } from '../../../lib/query-keys';
import { sessionFilter, type BookingChoices, type SlotTypeChoice } from './booking-choices';

export const BookTimeScreenQuery = graphql(`
  query BookTimeScreen($filter: AppointmentSessionFilter!) {
    appointmentSessions(filter: $filter) {
      ...BookableSession
    }
  }
`);

/**
 * The times step's query for the choices in its address: started by the route with the screen's code
 * (src/app/router.tsx); read by the screen.
 */
export function bookTimeScreenQuery(
  choices: BookingChoices & { slotType: SlotTypeChoice; date: string },
) {
  return routeQuery(BookTimeScreenQuery, { filter: sessionFilter(choices, true) });
}
