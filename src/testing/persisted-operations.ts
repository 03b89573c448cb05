import * as generated from '../gql/graphql';

/**
 * The operation name of each persisted document id the app sends (codegen.ts keeps both in each generated
 * document's `__meta__`), so the test doubles can answer by operation name as the tests write them.
 */
export const operationNameById: ReadonlyMap<string, string> = new Map(
  Object.values(generated).flatMap((exported: unknown) => {
    const meta = (exported as { __meta__?: { hash?: unknown; operationName?: unknown } } | null)
      ?.__meta__;
    return typeof meta?.hash === 'string' && typeof meta.operationName === 'string'
      ? [[meta.hash, meta.operationName] as const]
      : [];
  }),
);
