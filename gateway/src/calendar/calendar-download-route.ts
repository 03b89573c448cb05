import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayContext, GatewayServices } from '../context';
import { FlowCookie } from '../session/flow-cookie';
import { RequestSession, type SessionSettings } from '../session/request-session';
import { RequestMemo } from '../upstream/request-memo';

/** One kind of 'Add to calendar' file the gateway serves (GP appointments, pharmacy-service bookings). */
export interface CalendarDownload {
  /**
   * Where the app's link points: this prefix, the item's id (URL-encoded), `.ics`. The app builds the same
   * path in src/lib/route-paths.ts; the programs share no module.
   */
  prefix: string;
  /** Where the browser goes when there is no file to give: the list (its guard signs a stranger in). */
  listPath: string;
  /** Names the upstream calls in the log lines, as a GraphQL operation's name would. */
  operationName: string;
  /** The download's file name. */
  fileName: string;
  /** The .ics text of the signed-in patient's own item `id`, or null when they have no such item. */
  build(ctx: GatewayContext, id: string, now: Date): Promise<string | null>;
}

/** The download and item id a path asks for, or null when the path is none of theirs. */
export function findCalendarDownload(
  pathname: string,
  downloads: readonly CalendarDownload[],
): { download: CalendarDownload; id: string } | null {
  for (const download of downloads) {
    if (!pathname.startsWith(download.prefix) || !pathname.endsWith('.ics')) continue;
    try {
      const id = decodeURIComponent(pathname.slice(download.prefix.length, -4));
      return id === '' || id.length > 100 ? null : { download, id };
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * GET <prefix><id>.ics: one of the signed-in patient's own bookings as an iCalendar download (text/calendar,
 * RFC 5545), read with the session's tokens like any GraphQL operation. Without a session, for an id that is
 * not the patient's, or when the API fails, the browser is sent to the list, which shows what is there (or its
 * catalogue failure message) rather than an empty download.
 */
export async function serveCalendarDownload(
  req: IncomingMessage,
  res: ServerResponse,
  { download, id }: { download: CalendarDownload; id: string },
  services: GatewayServices,
  sessionSettings: SessionSettings,
): Promise<void> {
  const session = await RequestSession.fromCookieHeader(req.headers.cookie, sessionSettings);
  const ctx: GatewayContext = {
    services,
    reads: new RequestMemo(),
    session,
    flow: await FlowCookie.fromCookieHeader(req.headers.cookie, sessionSettings),
    clientAddress: services.clientAddress(req),
    params: { operationName: download.operationName },
    request: new Request(new URL(req.url ?? '/', 'http://gateway.invalid')),
    // Nothing here outlives the response.
    waitUntil: () => {},
  };
  let body: string | null = null;
  if (session.current !== null) {
    try {
      body = await download.build(ctx, id, new Date(services.now()));
    } catch {
      // Logged by the upstream client; the list says what went wrong in the catalogue's words.
      body = null;
    }
  }
  const cookie = await session.setCookieHeader();
  if (cookie !== null) res.setHeader('set-cookie', cookie);
  // Personal data: no cache, shared or private, may keep it.
  res.setHeader('cache-control', 'no-store');
  if (body === null) {
    res.writeHead(303, { location: download.listPath }).end();
    return;
  }
  res.writeHead(200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${download.fileName}"`,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
