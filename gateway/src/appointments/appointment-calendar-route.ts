import type { IncomingMessage, ServerResponse } from 'node:http';
import { fetchAccountDetails } from '../account/account-upstream';
import type { GatewayContext, GatewayServices } from '../context';
import { FlowCookie } from '../session/flow-cookie';
import { RequestSession, type SessionSettings } from '../session/request-session';
import { RequestMemo } from '../upstream/request-memo';
import { appointmentCalendar } from './appointment-calendar';
import { fetchAppointments } from './appointments-upstream';

/**
 * Where the app's 'Add to calendar' link points: this prefix, the slot id (URL-encoded), `.ics`. The app
 * builds the same path in src/lib/route-paths.ts (appointmentCalendarPath); the programs share no module.
 */
export const APPOINTMENT_CALENDAR_PREFIX = '/calendar/appointments/';

/** Where the browser goes when there is no file to give: the list (its guard signs a stranger in). */
const APPOINTMENTS_LIST_PATH = '/my-services/appointments';

/** The slot id of a calendar path, or null when the path is not one. */
export function calendarSlotId(pathname: string): string | null {
  if (!pathname.startsWith(APPOINTMENT_CALENDAR_PREFIX) || !pathname.endsWith('.ics')) return null;
  try {
    const slotId = decodeURIComponent(pathname.slice(APPOINTMENT_CALENDAR_PREFIX.length, -4));
    return slotId === '' || slotId.length > 100 ? null : slotId;
  } catch {
    return null;
  }
}

/**
 * GET /calendar/appointments/<slotId>.ics: one of the signed-in patient's own appointments as an iCalendar
 * download (text/calendar, RFC 5545), with the practice's name and address as its place. Read with the
 * session's tokens like any GraphQL operation (AppointmentCalendar in the log lines). Without a session, for
 * a slot that is not the patient's, or when the API fails, the browser is sent to the appointments list,
 * which shows what is there (or its catalogue failure message) rather than an empty download.
 */
export async function serveAppointmentCalendar(
  req: IncomingMessage,
  res: ServerResponse,
  slotId: string,
  services: GatewayServices,
  sessionSettings: SessionSettings,
): Promise<void> {
  const session = await RequestSession.fromCookieHeader(req.headers.cookie, sessionSettings);
  const ctx: GatewayContext = {
    services,
    reads: new RequestMemo(),
    session,
    flow: await FlowCookie.fromCookieHeader(req.headers.cookie, sessionSettings),
    params: { operationName: 'AppointmentCalendar' },
    request: new Request(new URL(req.url ?? '/', 'http://gateway.invalid')),
    // Nothing here outlives the response.
    waitUntil: () => {},
  };
  let body: string | null = null;
  if (session.current !== null) {
    try {
      const [appointments, details] = await Promise.all([
        fetchAppointments(ctx),
        fetchAccountDetails(ctx),
      ]);
      const appointment = appointments.find((candidate) => candidate.slotId === slotId);
      const patient = details.patient;
      if (appointment && patient?.gpName) {
        body = appointmentCalendar(
          {
            slotId: appointment.slotId,
            startTime: appointment.startTime,
            endTime: appointment.endTime,
            slotType: appointment.slotTypeStatus,
            clinicianName: appointment.clinician?.displayName ?? null,
          },
          {
            name: patient.gpName,
            address: [
              patient.gpAddress1,
              patient.gpAddress2,
              patient.gpAddress3,
              patient.gpAddress4,
              patient.gpPostcode,
            ],
          },
          new Date(services.now()),
        );
      }
    } catch {
      // Logged by the upstream client; the list says what went wrong in the catalogue's words.
      body = null;
    }
  }
  const cookie = await session.setCookieHeader((sessionId, refreshToken) =>
    services.refreshCoordinator.successor(sessionId, refreshToken),
  );
  if (cookie !== null) res.setHeader('set-cookie', cookie);
  // Personal data: no cache, shared or private, may keep it.
  res.setHeader('cache-control', 'no-store');
  if (body === null) {
    res.writeHead(303, { location: APPOINTMENTS_LIST_PATH }).end();
    return;
  }
  res.writeHead(200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="gp-appointment.ics"`,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
