import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { TypedDocumentString } from '../gql/graphql';
import {
  allFrameQueries,
  frameGatewayQuery,
  gatewayQuery,
  otherQueriesThan,
  queryKeyOf,
} from './query-keys';

/** A persisted document as codegen writes it: an id and the operation's name, no text. */
function persisted<Variables>(operationName: string) {
  return new TypedDocumentString<unknown, Variables>('', {
    hash: `${operationName}-id`,
    operationName,
  });
}

const home = persisted<Record<string, never>>('HomeScreen');
const orders = persisted<Record<string, never>>('CurrentOrdersScreen');
const pharmacies = persisted<{ postcode: string }>('PharmaciesNear');
const frame = persisted<Record<string, never>>('Frame');

/** A cache holding an answer for each key, to see which ones a call marks stale. */
function cacheWith(...keys: (readonly unknown[])[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, {});
  const invalidated = () =>
    keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key[0]);
  return { queryClient, invalidated };
}

describe('query keys', () => {
  it("key a screen's query by its document's operation name, and its variables", () => {
    expect(gatewayQuery(home).queryKey).toEqual(['HomeScreen']);
    expect(gatewayQuery(pharmacies, { postcode: 'LS1 4AP' }).queryKey).toEqual([
      'PharmaciesNear',
      { postcode: 'LS1 4AP' },
    ]);
    expect(() => queryKeyOf({})).toThrow('npm run codegen');
  });

  it("refresh every query but the screen's own", async () => {
    const { queryClient, invalidated } = cacheWith(
      gatewayQuery(home).queryKey,
      gatewayQuery(orders).queryKey,
      frameGatewayQuery(frame).queryKey,
    );
    await queryClient.invalidateQueries({ predicate: otherQueriesThan(orders) });
    expect(invalidated()).toEqual(['HomeScreen', 'frame']);
  });

  it("refresh the frame's queries together, and no screen's", async () => {
    const { queryClient, invalidated } = cacheWith(
      gatewayQuery(home).queryKey,
      frameGatewayQuery(frame).queryKey,
    );
    await queryClient.invalidateQueries({ queryKey: allFrameQueries });
    expect(invalidated()).toEqual(['frame']);
  });
});
