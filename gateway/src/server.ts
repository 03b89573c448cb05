import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { MobileConfigCache } from './account/mobile-config-cache';
import { appointmentCalendarDownload } from './appointments/appointment-calendar-route';
import {
  findCalendarDownload,
  serveCalendarDownload,
  type CalendarDownload,
} from './calendar/calendar-download-route';
import { pharmacyServiceCalendarDownload } from './pharmacy-services/pharmacy-service-calendar';
import type { GatewayConfig } from './config';
import type { GatewayServices } from './context';
import { clientAddressReader } from './http/client-address';
import { CSRF_HEADER, hasCsrfHeader, isGraphiqlPageRequest } from './http/csrf';
import { apiAnswers, serveHealth, type HealthSettings } from './http/health';
import { REQUEST_ID_HEADER, requestIdOf, runAsRequest } from './http/request-id';
import { consoleLog, withRequestIds, type GatewayLog } from './log';
import type { ReadinessChecks } from '../../api/src/contract';
import { sendCompressed } from './http/send-compressed';
import { GRAPHIQL_CSP, securityHeaders } from './http/security-headers';
import { serveStaticApp } from './http/static-app';
import { PrescribingHints } from './orders/prescribing-hints';
import { FlowCookie } from './session/flow-cookie';
import { readCookie, sessionCookieName } from './session/cookie-header';
import { RequestSession, type SessionSettings } from './session/request-session';
import type { SessionStore } from './session/session-store';
import { UnsealedSessionIds } from './session/unsealed-sessions';
import { RefreshCoordinator } from './upstream/refresh-coordinator';
import { undiciUpstream, upstreamOverFetch } from './upstream/upstream-http';
import { createGatewayYoga } from './yoga';

/** The 'Add to calendar' files the gateway serves, each under its own path prefix. */
const calendarDownloads: readonly CalendarDownload[] = [
  appointmentCalendarDownload,
  pharmacyServiceCalendarDownload,
];

/** The gateway's collaborators: where sessions live; and, replaceable for tests, a clock, fetch and the log sink. */
export interface GatewayDependencies {
  /** The session store (main.ts: the gateway's database, shared by every instance). */
  sessions: SessionStore;
  now?: () => number;
  /** Replaces undici for the REST calls, and fetch for /readyz's check of the API (tests count or fake the calls). */
  fetch?: typeof fetch;
  /** Where log lines go (main.ts: pino's JSON on stdout); each gets the request's id added here. */
  log?: GatewayLog;
  /** What /readyz asks besides the API (main.ts: the gateway's database). */
  readinessChecks?: ReadinessChecks;
  /** True from SIGTERM on (main.ts): /readyz answers 503 and every answer closes its connection. */
  shuttingDown?: () => boolean;
}

/**
 * The gateway as a node HTTP server (not yet listening): GraphQL at /graphql, /healthz, /readyz and /health
 * (http/health.ts), appointment calendar files (appointments/appointment-calendar-route.ts), and in production
 * the built app with SPA fallback. Security headers and the request's X-Request-Id go on every response.
 */
export function createGateway(config: GatewayConfig, dependencies: GatewayDependencies): Server {
  const now = dependencies.now ?? Date.now;
  const services: GatewayServices = {
    config,
    now,
    fetch: dependencies.fetch ?? globalThis.fetch,
    upstream: dependencies.fetch ? upstreamOverFetch(dependencies.fetch) : undiciUpstream(),
    log: withRequestIds(dependencies.log ?? consoleLog),
    refreshCoordinator: new RefreshCoordinator(config.refreshGraceMs, now),
    mobileConfig: new MobileConfigCache(config.mobileConfigTtlMs, now),
    prescribingHints: new PrescribingHints(),
    clientAddress: clientAddressReader(config.trustProxy),
  };
  const yoga = createGatewayYoga(services);
  const sessionSettings: SessionSettings = {
    secret: config.sessionSecret,
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionAbsoluteMs,
    cookieSecure: config.cookieSecure,
    now,
    store: dependencies.sessions,
    unsealed: new UnsealedSessionIds(),
  };
  const shuttingDown = dependencies.shuttingDown ?? (() => false);
  const health: HealthSettings = {
    checks: {
      ...dependencies.readinessChecks,
      api: apiAnswers(config.apiUrl, services.fetch),
    },
    shuttingDown,
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const headers = securityHeaders({
      hsts: config.cookieSecure,
      nhsLoginOrigin: nhsLoginOrigin(services),
      googleMaps: config.mapsApiKey !== null,
      analyticsOrigin: config.analyticsScriptUrl && new URL(config.analyticsScriptUrl).origin,
    });
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // Shutting down: a kept-alive connection is closed after this answer, so the server can finish closing.
    if (shuttingDown()) res.setHeader('connection', 'close');

    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (await serveHealth(pathname, req, res, health)) return;
    if (pathname === '/graphql') {
      // Answers hold personal data: no cache, shared or private, may keep them.
      res.setHeader('cache-control', 'no-store');
      const graphiqlPage = !config.production && isGraphiqlPageRequest(req);
      if (graphiqlPage) res.setHeader('content-security-policy', GRAPHIQL_CSP);
      else if (!hasCsrfHeader(req)) {
        rejectWithoutCsrfHeader(res);
        return;
      }
      const session = await RequestSession.fromCookieHeader(req.headers.cookie, sessionSettings);
      const flow = await FlowCookie.fromCookieHeader(req.headers.cookie, sessionSettings);
      // Yoga builds the answer; sendCompressed writes it, compressed when large (issue #20).
      const response = await yoga.handleNodeRequestAndResponse(req, res, {
        session,
        flow,
        clientAddress: services.clientAddress(req),
      });
      await sendCompressed(req, res, response);
      return;
    }
    const calendar =
      req.method === 'GET' || req.method === 'HEAD'
        ? findCalendarDownload(pathname, calendarDownloads)
        : null;
    if (calendar !== null) {
      await serveCalendarDownload(req, res, calendar, services, sessionSettings);
      return;
    }
    if (config.serveAppDir !== null) {
      const hasSessionCookie =
        readCookie(req.headers.cookie, sessionCookieName(config.cookieSecure)) !== undefined;
      return serveStaticApp(config.serveAppDir, req, res, hasSessionCookie);
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  }

  return createServer((req, res) => {
    const requestId = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    void runAsRequest(requestId, () =>
      handle(req, res).catch((error: unknown) => {
        services.log(
          `[gateway] request failed: ${error instanceof Error ? error.name : 'unknown'}`,
        );
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end();
      }),
    );
  });
}

function rejectWithoutCsrfHeader(res: ServerResponse): void {
  const code = 'CSRF_HEADER_REQUIRED';
  res.writeHead(403, { 'content-type': 'application/json; charset=utf-8' });
  res.end(
    JSON.stringify({ errors: [{ message: code, extensions: { code, header: CSRF_HEADER } }] }),
  );
}

/** NHS login's authorize origin for CSP form-action: configured, else learnt from the mobile config. */
function nhsLoginOrigin(services: GatewayServices): string | null {
  if (services.config.nhsLoginOrigin) return services.config.nhsLoginOrigin;
  const authorizeUrl = services.mobileConfig.lastKnown()?.nhsLogin.authorizeUrl;
  if (!authorizeUrl) return null;
  try {
    return new URL(authorizeUrl).origin;
  } catch {
    return null;
  }
}
