import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { MobileConfigCache } from './account/mobile-config-cache';
import {
  calendarSlotId,
  serveAppointmentCalendar,
} from './appointments/appointment-calendar-route';
import type { GatewayConfig } from './config';
import type { GatewayServices } from './context';
import { CSRF_HEADER, hasCsrfHeader, isGraphiqlPageRequest } from './http/csrf';
import { GRAPHIQL_CSP, securityHeaders } from './http/security-headers';
import { serveStaticApp } from './http/static-app';
import { PrescribingHints } from './orders/prescribing-hints';
import { EndedSessions } from './session/ended-sessions';
import { FlowCookie } from './session/flow-cookie';
import { RequestSession, type SessionSettings } from './session/request-session';
import { RefreshCoordinator } from './upstream/refresh-coordinator';
import { createGatewayYoga } from './yoga';

/** Replaceable collaborators, for tests: a clock, the fetch used upstream, the log line sink. */
export interface GatewayDependencies {
  now?: () => number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

/**
 * The gateway as a node HTTP server (not yet listening): GraphQL at /graphql, /health, appointment calendar
 * files (appointments/appointment-calendar-route.ts), and in production the built app with SPA fallback. Security headers go on every response.
 */
export function createGateway(
  config: GatewayConfig,
  dependencies: GatewayDependencies = {},
): Server {
  const now = dependencies.now ?? Date.now;
  const services: GatewayServices = {
    config,
    now,
    fetch: dependencies.fetch ?? globalThis.fetch,
    log: dependencies.log ?? ((line) => console.warn(line)),
    refreshCoordinator: new RefreshCoordinator(config.refreshGraceMs, now),
    mobileConfig: new MobileConfigCache(config.mobileConfigTtlMs, now),
    prescribingHints: new PrescribingHints(),
  };
  const yoga = createGatewayYoga(services);
  const sessionSettings: SessionSettings = {
    secret: config.sessionSecret,
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionAbsoluteMs,
    cookieSecure: config.cookieSecure,
    now,
    ended: new EndedSessions(config.sessionAbsoluteMs, now),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const headers = securityHeaders({
      hsts: config.cookieSecure,
      nhsLoginOrigin: nhsLoginOrigin(services),
      googleMaps: config.mapsApiKey !== null,
    });
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);

    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname === '/health') {
      res.writeHead(200, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : 'ok');
      return;
    }
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
      // handle() sends the response; handleNodeRequestAndResponse() would only build it.
      await yoga.handle(req, res, { session, flow });
      return;
    }
    const calendarSlot =
      req.method === 'GET' || req.method === 'HEAD' ? calendarSlotId(pathname) : null;
    if (calendarSlot !== null) {
      await serveAppointmentCalendar(req, res, calendarSlot, services, sessionSettings);
      return;
    }
    if (config.serveAppDir !== null) return serveStaticApp(config.serveAppDir, req, res);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      services.log(`[gateway] request failed: ${error instanceof Error ? error.name : 'unknown'}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end();
    });
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
