import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const MyLinkedPatientsScreenQuery = graphql(`
  query MyLinkedPatientsScreen {
    myLinkedPatients {
      patientId
      fullName
      selected
      deletable
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const myLinkedPatientsScreenQuery = routeQuery(MyLinkedPatientsScreenQuery);
