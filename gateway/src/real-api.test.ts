/**
 * The gateway against the real reference API (api/, run as its own process), both over real HTTP: an in-memory
 * seeded PGlite, access tokens that live three seconds, and a browser stand-in with a cookie jar.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './server';
import { MemorySessionStore } from './session/session-store';
import {
  close,
  errorCodes,
  GatewayClient,
  listen,
  type GraphQLReply,
} from './testing/gateway-client';
import {
  CANCEL_ORDER,
  HOME_SCREEN,
  ME,
  ORDERS,
  PLACE_ORDER,
  PRESCRIPTIONS,
  SELECT_PATIENT,
  SIGN_IN,
  SIGN_OUT,
} from './testing/operations';
import { startReferenceApi, type ReferenceApi } from './testing/reference-api-process';
import { sessionInCookies, testConfig } from './testing/test-config';

const PASSWORD = 'Password123!';
const API_KEY = 'real-api-test-key';
/**
 * Short enough to wait out, long enough that a token fresh from a refresh still works for the retried call on
 * a loaded CI machine (with one second, a slow retry met a second 401 and, rightly, no second refresh).
 */
const ACCESS_TOKEN_TTL_SECONDS = 3;
/** Past the TTL whatever the rounding of the token's exp (whole seconds). */
const ACCESS_TOKEN_LIFETIME_MS = (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000 + 100;

let api: ReferenceApi | undefined;
let gateway: Server | undefined;
let gatewayUrl: string;
const sessions = new MemorySessionStore();
let logLines: string[];
/** The API calls the gateway made, in order, with the status each got. */
let upstreamCalls: { path: string; status: number }[];

beforeAll(async () => {
  api = await startReferenceApi({
    DATA_DIR: 'memory://',
    ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
    API_KEY,
  });
  logLines = [];
  upstreamCalls = [];
  const countingFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await globalThis.fetch(input, init);
    upstreamCalls.push({ path: new URL(url).pathname, status: response.status });
    return response;
  };
  // No grace period for replaced refresh tokens: a replayed old cookie really presents the used token.
  gateway = createGateway(
    { ...testConfig(api.url), apiKey: API_KEY, refreshGraceMs: 0 },
    { sessions, log: (line) => logLines.push(line), fetch: countingFetch },
  );
  gatewayUrl = await listen(gateway);
});

afterAll(async () => {
  if (gateway) await close(gateway);
  if (api) await api.stop();
});

async function signIn(
  email: string,
  password = PASSWORD,
): Promise<{ client: GatewayClient; reply: GraphQLReply }> {
  const client = new GatewayClient(gatewayUrl);
  const reply = await client.graphql(SIGN_IN, { email, password });
  return { client, reply };
}

/**
 * The reads made since call number `from`, sorted. With short-lived access tokens a read may be refused (401),
 * refreshed and retried at any moment; the refused attempt and the refresh are not reads.
 */
const readsSince = (from: number): string[] =>
  upstreamCalls
    .slice(from)
    .filter(({ path, status }) => status !== 401 && path !== '/v1/auth/refresh')
    .map(({ path }) => path)
    .sort();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('gateway against the real API', () => {
  it('signs in, refreshes an expired access token, and a copied cookie ends with the session', async () => {
    const { client, reply } = await signIn('alex.linked@example.com');
    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data?.['signIn']).toMatchObject({ destination: 'HOME' });
    const signedIn = await sessionInCookies(client.cookies, sessions);
    expect(signedIn?.refreshToken).toEqual(expect.any(String));
    // Tokens live only in the sealed httpOnly cookie, never in a response body.
    expect(reply.text).not.toContain(signedIn!.accessToken);
    expect(reply.text).not.toContain(signedIn!.refreshToken);
    expect(reply.setCookies[0]).toMatch(/HttpOnly/);
    const cookieAtSignIn = client.copy();

    await sleep(ACCESS_TOKEN_LIFETIME_MS);
    const refreshed = await client.graphql(ME);

    expect(refreshed.json.errors).toBeUndefined();
    expect(refreshed.json.data?.['me']).toMatchObject({
      account: { email: 'alex.linked@example.com' },
      features: { hasPharmacy: true, im1Linked: true, multiPatient: true },
    });
    expect(refreshed.setCookies).toHaveLength(1);
    const afterRefresh = await sessionInCookies(client.cookies, sessions);
    expect(afterRefresh?.sessionId).toBe(signedIn?.sessionId);
    expect(afterRefresh?.refreshToken).not.toBe(signedIn?.refreshToken);
    expect(refreshed.text).not.toContain(afterRefresh!.refreshToken);

    // The cookie names the session and holds no tokens: a copy taken at sign-in is the same session, with the
    // refreshed tokens from the store, so it never presents a used refresh token (which would revoke the family).
    const copied = await cookieAtSignIn.graphql(ME);
    expect(copied.json.errors).toBeUndefined();
    expect(logLines.some((line) => line.includes('token.reused'))).toBe(false);

    // Signed out in one browser, the copy is refused too, and the API has revoked the refresh token.
    await client.graphql(SIGN_OUT);
    const afterSignOut = await cookieAtSignIn.graphql(ME);
    expect(errorCodes(afterSignOut)).toEqual(['UNAUTHENTICATED']);
    expect(afterSignOut.setCookies).toEqual([expect.stringMatching(/^session=;.*Max-Age=0/)]);
    expect(cookieAtSignIn.cookies.size).toBe(0);
  });

  it('ends the session on sign-out: the cookie is cleared and me is UNAUTHENTICATED', async () => {
    const { client } = await signIn('tara.tpp@example.com');
    const signOut = await client.graphql(SIGN_OUT);
    expect(signOut.json.data).toEqual({ signOut: true });
    expect(client.cookies.size).toBe(0);
    expect(errorCodes(await client.graphql(ME))).toEqual(['UNAUTHENTICATED']);
  });

  it.each([
    ['una.unverified@example.com', PASSWORD, 'auth.registrationIncomplete'],
    ['vic.verified@example.com', 'wrong-password', 'auth.registrationIncomplete'],
    ['lee.locked@example.com', PASSWORD, 'auth.accountLocked'],
    ['nadia.nhslogin@example.com', 'wrong-password', 'auth.nhsLoginHint'],
    ['morgan.manual@example.com', 'wrong-password', 'auth.invalidCredentials'],
    ['nobody@example.com', PASSWORD, 'auth.invalidCredentials'],
  ])('refuses %s with %s → %s', async (email, password, code) => {
    const { client, reply } = await signIn(email, password);
    expect(errorCodes(reply)).toEqual([code]);
    expect(reply.json.errors?.[0]?.message).toBe(code);
    expect(client.cookies.size).toBe(0);
  });

  it('sends a patient without a pharmacy to choose-pharmacy', async () => {
    const { reply } = await signIn('  nina.nopharmacy@example.com ');
    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data?.['signIn']).toMatchObject({
      destination: 'CHOOSE_PHARMACY',
      me: { features: { hasPharmacy: false } },
    });
  });

  it('answers me for an IM1 patient with one account-details call (spec part 1 §3)', async () => {
    const { client } = await signIn('alex.linked@example.com');
    const before = upstreamCalls.length;

    const reply = await client.graphql(ME);

    const me = reply.json.data?.['me'] as
      { integrationSettings: { prescribingEnabled: boolean } | null } | undefined;
    expect(me).toMatchObject({
      patient: { iM1Available: true },
      features: { im1Linked: true, multiPatient: true },
    });
    // The IM1 fields come from account details (spec part 1 §3).
    expect(me?.integrationSettings?.prescribingEnabled).toBe(true);
    expect(readsSince(before)).toEqual(['/v1/accounts/details']);
  });

  it('switches the active patient to a linked one and refuses a foreign id', async () => {
    const { client } = await signIn('alex.linked@example.com');
    type Listed = { patientId: string; fullName: string; selected: boolean };
    const readMe = async () =>
      (await client.graphql(ME)).json.data?.['me'] as {
        patient: { id: string };
        linkedPatients: Listed[];
      };
    const me = await readMe();
    const own = me.patient.id;
    // Every patient the account may act for, the active one included and selected (seed: Alex, Jo, Sam Morgan).
    expect(me.linkedPatients.map(({ fullName, selected }) => [fullName, selected])).toEqual([
      ['Alex Morgan', true],
      ['Jo Morgan', false],
      ['Sam Morgan', false],
    ]);
    const other = me.linkedPatients.find((linked) => !linked.selected)?.patientId;
    expect(other).toEqual(expect.any(String));

    const switched = await client.graphql(SELECT_PATIENT, { patientId: other });
    expect(switched.json.errors).toBeUndefined();
    expect(switched.json.data?.['selectPatient']).toMatchObject({ patient: { id: other } });
    const after = await readMe();
    expect(after.patient.id).toBe(other);
    // The same patients in the same order; only the selected one has moved.
    expect(after.linkedPatients).toEqual(
      me.linkedPatients.map((linked) => ({ ...linked, selected: linked.patientId === other })),
    );

    const foreign = await client.graphql(SELECT_PATIENT, {
      patientId: '00000000-0000-4000-8000-000000000999',
    });
    expect(errorCodes(foreign)).toEqual(['patient.forbidden']);
    const malformed = await client.graphql(SELECT_PATIENT, { patientId: 'not-a-patient' });
    expect(errorCodes(malformed)).toEqual(['patient.forbidden']);

    // Back to Alex's own patient, which the (shared) seeded database keeps for the other tests.
    const back = await client.graphql(SELECT_PATIENT, { patientId: own });
    expect(back.json.data?.['selectPatient']).toMatchObject({ patient: { id: own } });
  });
});

interface Course {
  medicationCourseGuid: string;
  name: string;
  prescriptionType: string;
}

interface LiveOrPrevious {
  id: string;
  status: string;
  cancellable?: boolean;
  items?: { description: string; medicationCourseGuid: string | null }[];
}

describe('orders against the real API (issue #3)', () => {
  it('lets alex order two repeat items with a comment, see the order live, and cancel it with a reason', async () => {
    const { client } = await signIn('alex.linked@example.com');
    const prescriptions = await client.graphql(PRESCRIPTIONS);
    expect(prescriptions.json.errors).toBeUndefined();
    const repeats = (prescriptions.json.data?.['prescriptions'] as Course[]).filter(
      (course) => course.prescriptionType === 'Repeat',
    );
    expect(repeats.length).toBeGreaterThanOrEqual(2);
    const [first, second] = repeats as [Course, Course];

    const placed = await client.graphql(PLACE_ORDER, {
      input: {
        items: [first, second].map((course) => ({
          description: course.name,
          itemOrderType: 'IM1',
          medicationCourseGuid: course.medicationCourseGuid,
        })),
        comment: 'Collecting on Friday, thank you',
      },
    });
    expect(placed.json.errors).toBeUndefined();
    const [orderId] = (placed.json.data?.['placeOrder'] as { orderIds: string[] }).orderIds;
    expect(orderId).toEqual(expect.any(String));

    const orders = await client.graphql(ORDERS);
    expect(orders.json.errors).toBeUndefined();
    const live = (orders.json.data?.['orders'] as { live: LiveOrPrevious[] }).live;
    const order = live.find((candidate) => candidate.id === orderId);
    expect(order).toMatchObject({ status: 'Requested', cancellable: true });
    expect(order?.items?.map((item) => item.medicationCourseGuid).sort()).toEqual(
      [first.medicationCourseGuid, second.medicationCourseGuid].sort(),
    );

    const blank = await client.graphql(CANCEL_ORDER, { orderId, reason: '   ' });
    expect(errorCodes(blank)).toEqual(['orders.cancelReasonRequired']);

    const cancelled = await client.graphql(CANCEL_ORDER, { orderId, reason: 'Ordered by mistake' });
    expect(cancelled.json.errors).toBeUndefined();
    const after = cancelled.json.data?.['cancelOrder'] as {
      live: LiveOrPrevious[];
      previous: LiveOrPrevious[];
    };
    expect(after.live.map((candidate) => candidate.id)).not.toContain(orderId);
    expect(after.previous.find((candidate) => candidate.id === orderId)).toMatchObject({
      status: 'Cancelled',
    });

    // Cancelled once, it cannot be cancelled again.
    const again = await client.graphql(CANCEL_ORDER, { orderId, reason: 'Ordered by mistake' });
    expect(errorCodes(again)).toEqual(['orders.cancelFailed']);
  });

  it('sends the idempotency key to the API: a retry of one attempt makes one order (issue 22)', async () => {
    const { client } = await signIn('morgan.manual@example.com');
    const liveIds = async () =>
      ((await client.graphql(ORDERS)).json.data?.['orders'] as { live: LiveOrPrevious[] }).live.map(
        (order) => order.id,
      );
    const before = await liveIds();
    const attempt = (description: string) => ({
      input: { items: [{ description, type: 'Tablets', option: '30', itemOrderType: 'Manual' }] },
      idempotencyKey: 'attempt-0b6f2c2e-4d7e-4c1f-9d43-3b1c0f5a9e21',
    });

    const first = await client.graphql(PLACE_ORDER, attempt('Loratadine 10mg'));
    const retry = await client.graphql(PLACE_ORDER, attempt('Loratadine 10mg'));
    const changed = await client.graphql(PLACE_ORDER, attempt('Cetirizine 10mg'));

    expect(first.json.errors).toBeUndefined();
    expect(retry.json.data).toEqual(first.json.data);
    expect(errorCodes(changed)).toEqual(['common.idempotencyKeyReused']);
    const [orderId] = (first.json.data?.['placeOrder'] as { orderIds: string[] }).orderIds;
    expect(await liveIds()).toEqual(expect.arrayContaining([...before, orderId]));
    expect(await liveIds()).toHaveLength(before.length + 1);
  });

  it('refuses tara (TPP practice requiring a comment) an order without a comment', async () => {
    const { client } = await signIn('tara.tpp@example.com');
    const courses = (await client.graphql(PRESCRIPTIONS)).json.data?.['prescriptions'] as Course[];
    const course = courses[0];
    expect(course).toBeDefined();
    const before = (await client.graphql(ORDERS)).json.data?.['orders'] as { live: unknown[] };

    const refused = await client.graphql(PLACE_ORDER, {
      input: {
        items: [
          {
            description: course!.name,
            itemOrderType: 'IM1',
            medicationCourseGuid: course!.medicationCourseGuid,
          },
        ],
      },
    });

    expect(errorCodes(refused)).toEqual(['orders.commentRequired']);
    const after = (await client.graphql(ORDERS)).json.data?.['orders'] as { live: unknown[] };
    expect(after.live).toHaveLength(before.live.length);
  });

  it("answers the home screen in one query: tara's reorder reminder for today is due (TPP)", async () => {
    const { client } = await signIn('tara.tpp@example.com');
    const before = upstreamCalls.length;

    const reply = await client.graphql(HOME_SCREEN);

    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data).toMatchObject({
      me: { features: { prescribing: true } },
      todaysSchedule: { reorder: [{ daysToGo: 0, dueForReorder: true }] },
    });
    expect(readsSince(before)).toEqual([
      '/v1/accounts/details',
      '/v1/orders/list',
      '/v1/prescriptions/list',
      '/v1/reminders/list',
    ]);
  });
});

describe('My details through the real API (issue #13)', () => {
  const LINKED_PATIENTS = /* GraphQL */ `
    query {
      myLinkedPatients {
        fullName
        selected
        deletable
      }
    }
  `;
  const MY_GP = /* GraphQL */ `
    query {
      myGp {
        gpName
        postcode
        doctorName
      }
    }
  `;
  const DELETE = /* GraphQL */ `
    mutation ($patientId: ID!) {
      deletePatient(patientId: $patientId) {
        patient {
          id
        }
      }
    }
  `;
  const DEREGISTER = /* GraphQL */ `
    mutation {
      deregister {
        features {
          im1Linked
          myGp
        }
      }
    }
  `;

  it("lists casey's patients, refuses another account's, and deregisters", async () => {
    const { client } = await signIn('casey.carer@example.com');
    expect((await client.graphql(LINKED_PATIENTS)).json.data).toEqual({
      myLinkedPatients: [
        { fullName: 'Casey Carter', selected: true, deletable: false },
        { fullName: 'Drew Carter', selected: false, deletable: true },
      ],
    });
    expect((await client.graphql(MY_GP)).json.data).toEqual({
      myGp: { gpName: 'Riverside Medical Practice', postcode: 'NE3 4AB', doctorName: null },
    });
    // Tara's patient (api/src/demo/seed-ids.ts): not casey's to delete.
    const refused = await client.graphql(DELETE, {
      patientId: '5eed0000-0000-4000-8000-000000000304',
    });
    expect(errorCodes(refused)).toEqual(['myDetails.deletePatientFailed']);

    const deregistered = await client.graphql(DEREGISTER);
    expect(deregistered.json.data).toEqual({
      deregister: { features: { im1Linked: false, myGp: false } },
    });
    expect((await client.graphql(MY_GP)).json.data).toEqual({ myGp: null });
  });
});
