import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { loadConfig, type EndpointName } from '../../../gateway/src/config';
import { createGateway } from '../../../gateway/src/server';
import { MemorySessionStore } from '../../../gateway/src/session/session-store';
import { forwardTo } from '../../../gateway/src/testing/chaos-upstream';
import { close as closeServer, listen } from '../../../gateway/src/testing/gateway-client';
import { answerWithFault, type UpstreamFault } from '../../../gateway/src/testing/upstream-faults';
import { test as journeyTest } from '../fixtures/test';
import { e2eApiURL } from './stack';

/**
 * How the API fails (gateway/src/testing/upstream-faults.ts): 'unavailable' answers 503 with no JSON body (an
 * overloaded or restarting service behind its load balancer); 'unreachable' drops the connection without
 * answering (the service has gone away); the chaos journeys (chaos.spec.ts) use the others too: 500, slow,
 * malformed JSON, a 401 storm.
 */
export type OutageKind = UpstreamFault;

/** A second gateway, serving the built app, whose API can lose its orders and prescriptions lists. */
export interface OrdersOutage {
  /** Where the second gateway serves the app: the journey's baseURL. */
  readonly gatewayURL: string;
  /**
   * From now on the API's orders and prescriptions lists (or the calls the outage was started with) fail as
   * `kind` says; every other call still works. `only` narrows it to some of those calls.
   */
  takeOrdersDown(kind: OutageKind, only?: readonly EndpointName[]): void;
  /** The lists answer again. */
  bringOrdersBack(): void;
  /**
   * The API stops: nothing listens at the address the gateway calls any more (every call refused, whatever the
   * outage was started with), until `startApi`, which listens at the same address again.
   */
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts, on free loopback ports, a real HTTP proxy in front of the journeys' API (support/stack.ts) and a
 * second gateway whose upstream is that proxy: the same gateway code (gateway/src/server.ts) configured as
 * scripts/start.ts configures the stack's own (this process's environment, so the same API key, and the built
 * app from dist/app), with only API_URL changed. Nothing is mocked: the browser talks to a real gateway over
 * HTTP, which makes real REST calls, of which the proxy breaks only those the journey asks it to.
 *
 * `endpoints` names the calls that can fail (the API's operation ids): the orders and prescriptions lists unless
 * a journey names others (the reminders journeys break a reminder call, the messages journeys each message
 * call). A call is known by its method and path as api/openapi.json gives them, so that calls sharing a path
 * (GET the messages list, POST a message) or taking an id in it (GET /v1/messages/{messageId}) fail apart.
 * `upstreamTimeoutMs` shortens the gateway's wait for a slow API. `onlyWhenBody`, if given, narrows that
 * to the requests whose JSON body it accepts: one call serves several things (the medical record call, one per
 * section by its medicalRecordType), and a journey can break one of them.
 *
 * The gateway runs in the test's own process (Playwright compiles its TypeScript, as it does the api/ and src/
 * modules other journeys import), so no child process has to be started, waited for or killed.
 */
export async function startOrdersOutage(
  endpoints: readonly EndpointName[] = ['ordersList', 'prescriptionsList'],
  options: { onlyWhenBody?: (body: unknown) => boolean; upstreamTimeoutMs?: number } = {},
): Promise<OrdersOutage> {
  const api = new URL(e2eApiURL);
  let outage: OutageKind | null = null;
  const matchers = new Map(endpoints.map((endpoint) => [endpoint, callMatcher(endpoint)]));
  let broken = [...matchers.values()];

  const proxy = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', api);
    const kind = outage;
    const { onlyWhenBody } = options;
    const isBroken = broken.some((matches) => matches(req.method ?? 'GET', pathname));
    if (kind === null || !isBroken) forwardTo(api, req, res);
    else if (!onlyWhenBody) answerWithFault(kind, req, res, () => forwardTo(api, req, res));
    else {
      void readBody(req).then((body) => {
        if (onlyWhenBody(parsedOrNull(body)))
          answerWithFault(kind, req, res, () => forwardTo(api, req, res, body));
        else forwardTo(api, req, res, body);
      });
    }
  });
  const proxyURL = await listen(proxy);
  let apiStopped = false;

  const config = loadConfig({ ...process.env, API_URL: proxyURL, SERVE_APP: 'dist/app' });
  // The chaos journeys' slow API is given up on sooner than the stack's 10 s (UPSTREAM_TIMEOUT_MS).
  if (options.upstreamTimeoutMs !== undefined) config.upstreamTimeoutMs = options.upstreamTimeoutMs;
  const gateway = createGateway(config, { sessions: new MemorySessionStore() });
  const gatewayURL = await listen(gateway);

  return {
    gatewayURL,
    takeOrdersDown(kind, only) {
      outage = kind;
      broken = [...matchers].filter(([name]) => !only || only.includes(name)).map(([, m]) => m);
    },
    bringOrdersBack() {
      outage = null;
    },
    async stopApi() {
      if (apiStopped) return;
      apiStopped = true;
      await closeServer(proxy);
    },
    async startApi() {
      if (!apiStopped) return;
      const { hostname, port } = new URL(proxyURL);
      await new Promise<void>((resolve) => proxy.listen(Number(port), hostname, resolve));
      apiStopped = false;
    },
    async close() {
      await closeServer(gateway);
      if (!apiStopped) await closeServer(proxy);
    },
  };
}

/** The reference API's calls by operation id: method and path template (api/openapi.json). */
const openApiPaths = (
  JSON.parse(readFileSync(new URL('../../../api/openapi.json', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  }
).paths;

/** The calls whose path has no parameter, as "method path": they win over a template (as the API routes). */
const staticCalls = new Set(
  Object.entries(openApiPaths).flatMap(([template, operations]) =>
    template.includes('{') ? [] : Object.keys(operations).map((method) => `${method} ${template}`),
  ),
);

/**
 * Whether a request (method, path) is the call `operationId`; a `{param}` segment matches any one segment
 * that does not name a call of its own (GET /v1/messages/recipients is not a message id).
 */
function callMatcher(operationId: EndpointName): (method: string, pathname: string) => boolean {
  for (const [template, operations] of Object.entries(openApiPaths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation.operationId !== operationId) continue;
      const pattern = new RegExp(`^${template.replace(/\{[^/}]+\}/g, '[^/]+')}$`);
      return (requestMethod, pathname) => {
        const call = `${requestMethod.toLowerCase()} ${pathname}`;
        if (!template.includes('{')) return call === `${method} ${template}`;
        return (
          requestMethod.toLowerCase() === method && pattern.test(pathname) && !staticCalls.has(call)
        );
      };
    }
  }
  throw new Error(`api/openapi.json has no call ${operationId}`);
}

/**
 * The journeys' test with an `outage` (one proxy and gateway per worker, whose API can fail `endpoints`,
 * closed when the worker ends) and every page served by that gateway. A journey takes the endpoints down
 * where it needs them, and brings them back.
 */
export function testWithOutage(endpoints?: readonly EndpointName[]) {
  return journeyTest.extend<object, { outage: OrdersOutage }>({
    outage: [
      // Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern
      // even when, as here, there are none.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const outage = await startOrdersOutage(endpoints);
        await use(outage);
        await outage.close();
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ outage }, use) => use(outage.gatewayURL),
  });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parsedOrNull(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
