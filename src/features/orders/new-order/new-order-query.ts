import { useQuery } from '@tanstack/react-query';
import type { NewOrderScreenQuery } from '../../../gql/graphql';
import { otherQueriesThanKey } from '../../../lib/query-keys';
import { newOrderScreenQuery } from './new-order-screen-query';

export type NewOrderData = NewOrderScreenQuery;
export type PrescriptionCourse = NewOrderScreenQuery['prescriptions'][number];

/** Every query but the new-order screen's: the ones the confirmation page refreshes once an order is sent. */
export const otherQueriesThanNewOrder = otherQueriesThanKey(newOrderScreenQuery.queryKey);

export function useNewOrderQuery() {
  return useQuery(newOrderScreenQuery);
}

/** Whether the practice asks for a comment with every order (spec part 1 §5). */
export function commentRequired(data: NewOrderData): boolean {
  return data.me.integrationSettings?.prescribingCommentRequired === true;
}
