import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const CurrentOrdersScreenQuery = graphql(`
  query CurrentOrdersScreen {
    orders {
      ...CurrentOrders
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const currentOrdersScreenQuery = routeQuery(CurrentOrdersScreenQuery);
