import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { routeQuery } from '../../../lib/query-keys';
import { yearAndMonth, type ServiceBookingChoices } from './service-booking-choices';

export const BookPharmacyServiceDateScreenQueryDoc = graphql(`
  query BookPharmacyServiceDateScreen(
    $serviceId: ID!
    $subType: String
    $year: Int!
    $month: Int!
    $withCalendar: Boolean!
  ) {
    pharmacyServices {
      id
      name
      bookable
      firstBookableDate
      endDate
      externalLink
      externalLinkText
      externalDescription
      subTypes {
        serviceNameId
        name
      }
    }
    pharmacyServiceAvailability(
      serviceId: $serviceId
      subType: $subType
      year: $year
      month: $month
    ) @include(if: $withCalendar) {
      availableDates
      slots {
        start
        end
        date
        available
      }
    }
  }
`);

/** How long a month's availability is reused before it is read again. */
const AVAILABILITY_FRESH_MS = 5 * 60_000;

/**
 * The date step's query for the choices in its address: started by the route with the screen's code
 * (src/app/router.tsx); read by the screen, which keeps the month before on screen while the next loads.
 * Its variables: the month's year and month (so each month is its own cached query, spec §4 and §9), and no
 * availability asked without a month (a service booked elsewhere has no calendar).
 */
export function bookPharmacyServiceDateScreenQuery(
  choices: ServiceBookingChoices & { serviceId: string },
) {
  const { year, month } = choices.month ? yearAndMonth(choices.month) : { year: 0, month: 0 };
  return queryOptions({
    ...routeQuery(BookPharmacyServiceDateScreenQueryDoc, {
      serviceId: choices.serviceId,
      subType: choices.subTypeId ?? null,
      year,
      month,
      withCalendar: choices.month !== undefined,
    }),
    // spec part 2 §4, §9: each month is cached, so going back to a month seen does not ask again; a time
    // taken meanwhile is refused by the booking (422) and the month is then read again. Longer than a route
    // query's freshness, so the screen reuses the prefetched month all the same.
    staleTime: AVAILABILITY_FRESH_MS,
  });
}
