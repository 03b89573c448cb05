/**
 * The mixed journeys a simulated user makes through the cluster's front proxy (issue #22), over real HTTP as the
 * app does (GatewayClient: session cookie and CSRF header): sign in, read home, then place an order (Morgan,
 * manual ordering), send a message (Mia) or book an appointment and cancel it again (Ava), then sign out. Each
 * write carries an idempotency key, as the app's do, so that the gateway may send it again after a connection
 * reset (gateway/src/upstream/resend-after-reset.ts). Each call is timed and its outcome kept; each write the gateway acknowledged is remembered by its order id or by
 * the unique marker it carried, so a check can count acknowledged writes against rows in the database without
 * relying on anything but the answers (scripts/cluster/*.test.ts, scripts/bench/load.ts).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { SEED_PASSWORD, seedEmails } from '../../api/src/demo/seed-ids';
import { sessionCookieName } from '../../gateway/src/session/cookie-header';
import { GatewayClient, type GraphQLReply } from '../../gateway/src/testing/gateway-client';
import {
  APPOINTMENT_SESSIONS,
  BOOK_APPOINTMENT,
  CANCEL_APPOINTMENT,
  HOME_SCREEN,
  MESSAGE_RECIPIENTS,
  PLACE_ORDER,
  SEND_MESSAGE,
  SIGN_IN,
  SIGN_OUT,
} from '../../gateway/src/testing/operations';

export type JourneyKind = 'order' | 'message' | 'appointment';
export const JOURNEY_KINDS: readonly JourneyKind[] = ['order', 'message', 'appointment'];

/** Whose account each journey uses (README "Demo accounts"). */
export const JOURNEY_ACCOUNTS: Record<JourneyKind, string> = {
  order: seedEmails.morganManual,
  message: seedEmails.miaMessages,
  appointment: seedEmails.avaAppointments,
};

/** One call's outcome: `error` holds the GraphQL code or HTTP status when it failed. */
export interface CallOutcome {
  operation: string;
  ms: number;
  error?: string;
}

/**
 * Expected answers that are not failures: a slot another simulated user booked between the list and the booking
 * (every user books at the same practice).
 */
const EXPECTED_REFUSALS = new Set(['appointments.slotUnavailable']);

/** What the gateway acknowledged: order ids, and the markers of messages and appointment bookings. */
export interface AcknowledgedWrites {
  orderIds: string[];
  messageMarkers: string[];
  appointmentMarkers: string[];
}

/** A call that failed; `code` is what it failed with (the GraphQL code, an HTTP status or a network error). */
export class JourneyFailed extends Error {
  constructor(
    message: string,
    readonly code: string = message,
  ) {
    super(message);
  }
}

/** A browser of one simulated user, with its own cookies and (optionally) the address its proxy names. */
export class SimulatedUser {
  readonly client: GatewayClient;

  constructor(
    baseUrl: string,
    private readonly record: (outcome: CallOutcome) => void,
    readonly acknowledged: AcknowledgedWrites,
    forwardedFor?: string,
  ) {
    this.client = new GatewayClient(baseUrl);
    if (forwardedFor) this.client.headers['x-forwarded-for'] = forwardedFor;
  }

  /**
   * Whether the browser still holds its session: the gateway clears the cookie when it ends the session (a
   * failed account load, spec part 1 §4, or sign-out elsewhere), and the app then shows log in.
   */
  get signedIn(): boolean {
    return [sessionCookieName(false), sessionCookieName(true)].some((name) =>
      this.client.cookies.has(name),
    );
  }

  /** Sends one operation; throws JourneyFailed (after recording it) unless it answered without errors. */
  async call(
    operation: string,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLReply['json']['data']> {
    const start = performance.now();
    let error: string | undefined;
    let data: GraphQLReply['json']['data'];
    try {
      const reply = await this.client.graphql(query, variables);
      const code = reply.json.errors?.[0]?.extensions?.['code'];
      if (reply.status !== 200) error = `HTTP ${reply.status}`;
      else if (reply.json.errors) error = typeof code === 'string' ? code : 'GraphQL error';
      data = reply.json.data;
    } catch (caught) {
      error = caught instanceof Error ? `${caught.name}: ${caught.message}` : 'failed';
    }
    const ms = performance.now() - start;
    if (error !== undefined && EXPECTED_REFUSALS.has(error)) {
      this.record({ operation, ms });
      throw new JourneyFailed(error);
    }
    this.record(error === undefined ? { operation, ms } : { operation, ms, error });
    if (error !== undefined) throw new JourneyFailed(`${operation}: ${error}`, error);
    return data;
  }

  async signIn(email: string): Promise<void> {
    await this.call('signIn', SIGN_IN, { email, password: SEED_PASSWORD });
  }

  async home(): Promise<void> {
    await this.call('home', HOME_SCREEN);
  }

  async signOut(): Promise<void> {
    await this.call('signOut', SIGN_OUT);
  }

  async placeOrder(marker: string): Promise<string[]> {
    const data = await this.call('placeOrder', PLACE_ORDER, {
      input: { items: [{ description: marker, itemOrderType: 'Manual' }] },
      idempotencyKey: randomUUID(),
    });
    const ids = (data as { placeOrder: { orderIds: string[] } }).placeOrder.orderIds;
    this.acknowledged.orderIds.push(...ids);
    return ids;
  }

  async sendMessage(marker: string): Promise<void> {
    const recipients = (await this.call('messageRecipients', MESSAGE_RECIPIENTS)) as {
      messageRecipients: { recipientGuid: string }[];
    };
    const recipient = recipients.messageRecipients[0];
    if (!recipient) throw new JourneyFailed('no message recipient');
    await this.call('sendMessage', SEND_MESSAGE, {
      input: { recipientGuid: recipient.recipientGuid, subject: 'Cluster check', body: marker },
      idempotencyKey: randomUUID(),
    });
    this.acknowledged.messageMarkers.push(marker);
  }

  /** Books a free telephone slot with `marker` as the reason, then cancels it so the book never runs dry. */
  async bookAppointment(marker: string, pick: (count: number) => number): Promise<void> {
    const found = (await this.call('appointmentSessions', APPOINTMENT_SESSIONS, {
      filter: { slotType: 'Telephone' },
    })) as {
      appointmentSessions: {
        sessionId: string;
        slots: { slotId: string; startTime: string; endTime: string }[];
      }[];
    };
    const slots = found.appointmentSessions.flatMap((session) =>
      session.slots.map((slot) => ({ sessionId: session.sessionId, ...slot })),
    );
    const slot = slots[pick(slots.length)];
    if (!slot) throw new JourneyFailed('no free slot');
    await this.call('bookAppointment', BOOK_APPOINTMENT, {
      input: {
        sessionId: slot.sessionId,
        slotId: slot.slotId,
        startTime: slot.startTime,
        endTime: slot.endTime,
        contactNumber: '07700 900150',
        reason: marker,
      },
      idempotencyKey: randomUUID(),
    });
    this.acknowledged.appointmentMarkers.push(marker);
    await this.call('cancelAppointment', CANCEL_APPOINTMENT, {
      slotId: slot.slotId,
      reason: 'Cluster check',
    });
  }

  /** What a signed-in user of `kind` does on one visit: read home, then make the write. */
  async visit(kind: JourneyKind, marker: string, pick: (count: number) => number): Promise<void> {
    await this.home();
    if (kind === 'order') await this.placeOrder(marker);
    else if (kind === 'message') await this.sendMessage(marker);
    else await this.bookAppointment(marker, pick);
  }

  /** One whole journey of `kind`: sign in, home, the write, sign out. */
  async journey(kind: JourneyKind, marker: string, pick: (count: number) => number): Promise<void> {
    await this.signIn(JOURNEY_ACCOUNTS[kind]);
    await this.visit(kind, marker, pick);
    await this.signOut();
  }
}

export function emptyAcknowledged(): AcknowledgedWrites {
  return { orderIds: [], messageMarkers: [], appointmentMarkers: [] };
}
