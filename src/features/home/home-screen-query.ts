import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

/**
 * Everything home shows, in one query: the gateway starts account details, orders, prescriptions and
 * reminders together (gateway/README.md 'Parallel home query').
 */
export const HomeScreenQuery = graphql(`
  query HomeScreen {
    me {
      ...PatientSwitcher
      features {
        linkPrompt
        manualReordering
        prescribing
        canOrder
        allergyTesting
        covidVaccination
        pharmacyServices
        reminders
        messages
      }
      pharmacy {
        id
        ...PromotedServices
      }
    }
    orders {
      ...LiveOrdersCard
    }
    prescriptions {
      ...PrescriptionsCard
    }
    todaysSchedule {
      ...ScheduleCard
    }
    config {
      productName
      links {
        allergyTesting
        appDownload
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const homeScreenQuery = routeQuery(HomeScreenQuery);
