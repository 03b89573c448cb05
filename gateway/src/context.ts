import type { IncomingMessage } from 'node:http';
import type { YogaInitialContext } from 'graphql-yoga';
import type { MobileConfigCache } from './account/mobile-config-cache';
import type { GatewayConfig } from './config';
import type { GatewayLog } from './log';
import type { PrescribingHints } from './orders/prescribing-hints';
import type { FlowCookie } from './session/flow-cookie';
import type { RequestSession } from './session/request-session';
import type { RefreshCoordinator } from './upstream/refresh-coordinator';
import type { RequestMemo } from './upstream/request-memo';
import type { UpstreamHttp } from './upstream/upstream-http';

/** What lives as long as the gateway: shared by every request. */
export interface GatewayServices {
  config: GatewayConfig;
  /** What /readyz asks the API with. */
  fetch: typeof fetch;
  /** How REST calls are sent (upstream/upstream-http.ts): undici's request, or over the fetch a test gave. */
  upstream: UpstreamHttp;
  /** Epoch milliseconds; injected so tests can move time (session expiry, caches). */
  now: () => number;
  /** One line per event, with the request's id (log.ts); never given tokens, passwords or request bodies. */
  log: GatewayLog;
  refreshCoordinator: RefreshCoordinator;
  mobileConfig: MobileConfigCache;
  prescribingHints: PrescribingHints;
  /** The browser's address of a request (http/client-address.ts, TRUST_PROXY). */
  clientAddress: (req: IncomingMessage) => string;
}

/** Per-request state handed from the HTTP layer to Yoga, read back when the response is sent. */
export interface GatewayServerContext {
  session: RequestSession;
  /** The public flows' state before (or across) sign-in: registration, NHS login. */
  flow: FlowCookie;
  /** The browser's address, passed to the API for its limits per address (never logged). */
  clientAddress: string;
}

/** What the gateway's context factory adds for each GraphQL request. */
export interface GatewayRequestContext {
  services: GatewayServices;
  /** The request's upstream reads (account details, orders, prescriptions, reminders), each made once. */
  reads: RequestMemo;
}

/** The GraphQL context of one request (codegen's contextType): Yoga's, the server context's, and ours. */
export interface GatewayContext
  extends YogaInitialContext, GatewayServerContext, GatewayRequestContext {}
