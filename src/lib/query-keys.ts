import { queryOptions, type Query, type QueryKey } from '@tanstack/react-query';
import type { TypedDocumentString } from '../gql/graphql';
import { gatewayRequest, persistedMetaOf, type VariablesArgs } from './gateway-client';

/**
 * The app's query keys, all made here (issue 11: one module of route paths and query keys). A query's key is
 * its document's operation name (codegen's `__meta__`), then its variables if it has any; so a screen cannot
 * name its key wrongly or share another screen's, and code that refreshes or keeps a query names the
 * document, not a string. The frame's queries start with one shared element, so one call refreshes them all.
 */

/** The first element of every frame query's key. */
const frameRoot = 'frame';

/** The key of `document`'s query with these variables: [operationName, ...variables]. */
export function queryKeyOf(document: object, ...variables: unknown[]): QueryKey {
  return [persistedMetaOf(document).operationName, ...variables];
}

/** The key of one of the frame's queries: ['frame', operationName]. */
function frameQueryKeyOf(document: object): QueryKey {
  return [frameRoot, persistedMetaOf(document).operationName];
}

/** Matches all the frame's queries (invalidateQueries({ queryKey: allFrameQueries })). */
export const allFrameQueries: QueryKey = [frameRoot];

/** Matches every query but `document`'s (refresh or forget all the others, keep the screen's own). */
export function otherQueriesThan(document: object): (query: Query) => boolean {
  return otherQueriesThanKey(queryKeyOf(document));
}

/** otherQueriesThan for a query known by its key (its first element is its document's operation name). */
export function otherQueriesThanKey([operationName]: QueryKey): (query: Query) => boolean {
  return (query) => query.queryKey[0] !== operationName;
}

/**
 * The one way a screen reads the gateway: `document` run through gatewayRequest, keyed by queryKeyOf. Spread
 * it into useQuery with the screen's own options (`useQuery({ ...gatewayQuery(Doc), retry: false })`).
 */
export function gatewayQuery<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  ...variables: VariablesArgs<Variables>
) {
  return queryOptions({
    queryKey: queryKeyOf(document, ...variables),
    queryFn: () => gatewayRequest(document, ...variables),
  });
}

/** gatewayQuery for the frame's queries, which take no variables and share allFrameQueries' prefix. */
export function frameGatewayQuery<Result>(
  document: TypedDocumentString<Result, Record<string, never>>,
) {
  return queryOptions({
    queryKey: frameQueryKeyOf(document),
    queryFn: () => gatewayRequest(document),
  });
}

/**
 * How long a screen's query that its route prefetches (src/app/router.tsx, `prefetch`) counts as fresh: long
 * enough that the screen, mounting just after the answer came, shows it without asking again; short enough
 * that coming back to the screen later asks afresh. The app's mutations refresh it at once, as any query.
 */
export const ROUTE_QUERY_FRESH_MS = 5_000;

/**
 * gatewayQuery for a screen's query that its route starts together with the screen's code (issue #20: never
 * one after the other), its variables taken from the address. The screen reads it with these same options.
 */
export function routeQuery<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  ...variables: VariablesArgs<Variables>
) {
  return queryOptions({ ...gatewayQuery(document, ...variables), staleTime: ROUTE_QUERY_FRESH_MS });
}
