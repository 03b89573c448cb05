import { graphql } from '../../../gql';
import { routeQuery } from '../../../lib/query-keys';
import { sessionFilter, type BookingChoices, type SlotTypeChoice } from './booking-choices';

export const BookCheckScreenQueryDoc = graphql(`
  query BookCheckScreen($filter: AppointmentSessionFilter!) {
    appointmentSessions(filter: $filter) {
      ...BookableSession
    }
    me {
      integrationSettings {
        appointmentReasonRequired
      }
    }
  }
`);

/**
 * The check step's query for the choices in its address: started by the route with the screen's code
 * (src/app/router.tsx); read by the screen.
 */
export function bookCheckScreenQuery(
  choices: BookingChoices & { slotType: SlotTypeChoice; date: string; slotId: string },
) {
  return routeQuery(BookCheckScreenQueryDoc, { filter: sessionFilter(choices, true) });
}
