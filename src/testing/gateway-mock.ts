import { operationNameById } from './persisted-operations';

/**
 * Stands in for the gateway in component tests and stories: answers each GraphQL operation by name.
 * Only the network edge is replaced; the screen's real query, client and error mapping all run.
 */
export type GatewayMockAnswer =
  | { data: unknown }
  | { errorCode: string; serverMessage?: string; reasons?: { field: string; reason: string }[] }
  | { pending: true };

export type GatewayMocks = Record<
  string,
  GatewayMockAnswer | ((variables: Record<string, unknown>) => GatewayMockAnswer)
>;

/** Every request the mock received, for assertions on what a screen sent. */
export interface GatewayCall {
  operationName: string;
  variables: Record<string, unknown>;
}

export function installGatewayMock(mocks: GatewayMocks): {
  calls: GatewayCall[];
  restore: () => void;
} {
  const calls: GatewayCall[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/graphql')) return realFetch(input, init);
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
      documentId?: string;
      variables?: Record<string, unknown>;
    };
    const operationName = operationNameById.get(body.documentId ?? '') ?? '';
    const variables = body.variables ?? {};
    calls.push({ operationName, variables });
    const mock = mocks[operationName];
    const answer = typeof mock === 'function' ? mock(variables) : mock;
    if (!answer) {
      return jsonResponse({
        errors: [{ message: 'unmocked', extensions: { code: 'common.unexpected' } }],
      });
    }
    if ('pending' in answer) return new Promise<Response>(() => undefined);
    if ('errorCode' in answer) {
      const { errorCode, serverMessage, reasons } = answer;
      return jsonResponse({
        data: null,
        errors: [{ message: errorCode, extensions: { code: errorCode, serverMessage, reasons } }],
      });
    }
    return jsonResponse({ data: answer.data });
  };
  return { calls, restore: () => void (globalThis.fetch = realFetch) };
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}
