import { http, HttpResponse, type RequestHandler } from 'msw';
import { operationNameById } from './persisted-operations';

/**
 * Stands in for the gateway in component tests and stories: answers each GraphQL operation by name, through
 * Mock Service Worker. Only the network edge is replaced; the screen's real query, client (graphql-request
 * and its fetch) and error mapping all run, and the request is read as the gateway would read it: the
 * persisted document's id, named through the generated documents.
 */
export type GatewayMockAnswer =
  | { data: unknown }
  | { errorCode: string; serverMessage?: string; reasons?: { field: string; reason: string }[] }
  | { pending: true }
  /** The request fails on the network: no answer at all (the gateway unreachable, the connection dropped). */
  | { networkError: true };

/** A function answers each request as it comes; one returning a promise answers when the test says. */
export type GatewayMocks = Record<
  string,
  | GatewayMockAnswer
  | ((variables: Record<string, unknown>) => GatewayMockAnswer | Promise<GatewayMockAnswer>)
>;

/** Every request the mock received, for assertions on what a screen sent. */
export interface GatewayCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * Where the handlers go: MSW's server (`msw/node`, tests/setup/app-test-setup.ts) or its browser worker
 * (.storybook/preview.tsx), whichever the environment started.
 */
export interface GatewayInterceptor {
  use(...handlers: RequestHandler[]): void;
  resetHandlers(): void;
}

let interceptor: GatewayInterceptor | undefined;

/** Called once by the environment's set-up with the MSW server or worker it started. */
export function setGatewayInterceptor(target: GatewayInterceptor): void {
  interceptor = target;
}

/** The MSW handler answering `/graphql` from `mocks`, recording each request in `calls`. */
export function gatewayHandler(mocks: GatewayMocks, calls: GatewayCall[]): RequestHandler {
  return http.post('*/graphql', async ({ request }) => {
    const body = (await request.json()) as {
      documentId?: string;
      operationName?: string;
      variables?: Record<string, unknown>;
    } | null;
    // The app's documents are known by id; a test's own document (not in the manifest) by the name it sends.
    const operationName =
      operationNameById.get(body?.documentId ?? '') ?? body?.operationName ?? '';
    const variables = body?.variables ?? {};
    calls.push({ operationName, variables });
    const mock = mocks[operationName];
    const answer = typeof mock === 'function' ? await mock(variables) : mock;
    if (!answer) {
      return HttpResponse.json({
        errors: [{ message: 'unmocked', extensions: { code: 'common.unexpected' } }],
      });
    }
    if ('pending' in answer) return new Promise<never>(() => undefined);
    if ('networkError' in answer) return HttpResponse.error();
    if ('errorCode' in answer) {
      const { errorCode, serverMessage, reasons } = answer;
      return HttpResponse.json({
        data: null,
        errors: [{ message: errorCode, extensions: { code: errorCode, serverMessage, reasons } }],
      });
    }
    return HttpResponse.json({ data: answer.data });
  });
}

export function installGatewayMock(mocks: GatewayMocks): {
  calls: GatewayCall[];
  restore: () => void;
} {
  if (!interceptor) {
    throw new Error('No MSW server or worker: the environment set-up calls setGatewayInterceptor');
  }
  const target = interceptor;
  const calls: GatewayCall[] = [];
  target.use(gatewayHandler(mocks, calls));
  return { calls, restore: () => target.resetHandlers() };
}
