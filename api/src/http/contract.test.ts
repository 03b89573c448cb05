/**
 * The REST contract as the route schemas state it (api/openapi.json is drawn from them): every call names its
 * answers, bad input anywhere is a 400 naming the field and stores nothing, and the document itself is only
 * served while developing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../db/schema';
import { SEED_PASSWORD, seedEmails, seedPatientIds } from '../demo/seed-ids';
import { OPENAPI_PATH } from './openapi';
import {
  clientHeaders,
  expectError,
  forEachApiWithoutDevControls,
  signIn,
  startTestApi,
  type TestApi,
} from '../testing/test-api';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const uuid = seedPatientIds.alexMorgan;
const codeExchange = {
  authorisationCode: 'code',
  redirectUri: 'http://localhost:3000/login',
  codeVerifier: 'v'.repeat(43),
  nonce: 'nonce',
};

/** A valid letter call body (spec part 1 §7 'Connect IM1 via linkage letter'). */
const letter = {
  surname: 'Reed',
  dateOfBirth: '1978-11-05',
  linkageDetails: {
    accountId: '1000201',
    linkageKey: 'LKMORGAN0201',
    nationalPracticeCode: 'A12345',
  },
  deviceType: 'web',
  secondaryPatient: false,
};

/**
 * One bad request per call that takes a body or path parameters, keyed `METHOD /path` as api/openapi.json
 * writes it: everything else in it valid, so the one problem is the one reported.
 */
const badRequests: Record<
  string,
  { body?: unknown; path?: Record<string, string>; query?: string; field: string; reason: string }
> = {
  'POST /v1/auth/token': {
    body: { username: 'a@example.com', password: '', platform: 'web' },
    field: 'password',
    reason: 'minLength',
  },
  'POST /v1/auth/refresh': {
    body: { refresh_token: 'not a token!' },
    field: 'refresh_token',
    reason: 'pattern',
  },
  'POST /v1/auth/revoke': {
    body: { refresh_token: 'not a token!' },
    field: 'refresh_token',
    reason: 'pattern',
  },
  'POST /v1/accounts/status': { body: { emailAddress: 42 }, field: 'emailAddress', reason: 'type' },
  'PUT /v1/accounts/selected-patient': {
    body: { patientId: 'not-a-uuid' },
    field: 'patientId',
    reason: 'format',
  },
  'POST /v1/accounts/password-reset': {
    body: { email: 'a@example.com', platform: 'ios' },
    field: 'platform',
    reason: 'enum',
  },
  'POST /v1/accounts/password-reset/complete': {
    body: { token: 'abc', newPassword: 'x'.repeat(257) },
    field: 'newPassword',
    reason: 'maxLength',
  },
  'POST /v1/accounts/registration': {
    query: 'action=delete',
    body: { emailAddress: 'a@example.com' },
    field: 'action',
    reason: 'enum',
  },
  'POST /v1/accounts': {
    body: { email: 'not-an-address', platform: 'web', marketingOptin: true },
    field: 'email',
    reason: 'pattern',
  },
  'GET /v1/accounts/verification/{emailOrId}': {
    path: { emailOrId: 'a'.repeat(255) },
    field: 'emailOrId',
    reason: 'maxLength',
  },
  'POST /v1/accounts/sign-in-user': {
    body: {
      accountId: uuid,
      firstName: '   ',
      lastName: 'Lee',
      password: SEED_PASSWORD,
      email: 'a@example.com',
      registrationToken: 'abc',
    },
    field: 'firstName',
    reason: 'pattern',
  },
  'PUT /v1/patients/registration': {
    body: {
      consentSigned: true,
      hasConsent: true,
      accountId: uuid,
      isRegCall: true,
      regVersion: 'V4Manual',
      regSection: 1,
      lastRegSectionId: 'CreatePassword',
      regPlatform: 'web',
      history: Array.from({ length: 21 }, () => 'step'),
      firstName: 'Ann',
      lastName: 'Lee',
      primaryContactNumber: '0123456789',
      dateOfBirth: '1990-01-01',
    },
    field: 'history',
    reason: 'maxItems',
  },
  'PUT /v1/accounts/linkage-registration': {
    body: {
      accountId: uuid,
      surname: 'Reid',
      dateOfBirth: '1985-4-12',
      linkageDetails: { accountId: '1', linkageKey: 'LK', nationalPracticeCode: 'A12345' },
      deviceType: 'web',
      secondaryPatient: false,
      password: SEED_PASSWORD,
      email: 'a@example.com',
      registrationToken: 'abc',
    },
    field: 'dateOfBirth',
    reason: 'pattern',
  },
  'POST /v1/accounts/email-change': {
    body: { currentEmail: 'a@example.com', newEmail: 'b@example.com', accountId: uuid, now: true },
    field: 'now',
    reason: 'notAllowed',
  },
  'POST /v1/nhs-login/token': {
    body: { platform: 'web', deviceType: 'web', isNHSLogin: false, ...codeExchange },
    field: 'isNHSLogin',
    reason: 'enum',
  },
  'POST /v1/nhs-login/accounts': {
    body: {
      platform: 'web',
      deviceType: 'web',
      accountId: null,
      marketingOptin: false,
      hasConsent: true,
      email: '',
      ...codeExchange,
      codeVerifier: 'short',
    },
    field: 'codeVerifier',
    reason: 'minLength',
  },
  'POST /v1/im1/account-details': {
    body: { patientId: uuid },
    field: 'patientId',
    reason: 'notAllowed',
  },
  'POST /v1/orders/list': { body: { all: true }, field: 'all', reason: 'notAllowed' },
  'POST /v1/orders': {
    body: { items: [{ description: 'x'.repeat(201), itemOrderType: 'Manual' }] },
    field: 'items.0.description',
    reason: 'maxLength',
  },
  'POST /v1/orders/cancel': {
    body: { orderId: uuid, cancellationReason: '   ' },
    field: 'cancellationReason',
    reason: 'pattern',
  },
  'POST /v1/orders/survey': {
    body: { orderId: uuid, enjoy: { response: 'yes' }, comments: { response: '' } },
    field: 'enjoy.response',
    reason: 'type',
  },
  'POST /v1/prescriptions/list': { body: [], field: 'body', reason: 'type' },
  'PUT /v1/patients': { body: { regSection: 101 }, field: 'regSection', reason: 'maximum' },
  'PUT /v1/patients/details': {
    body: {
      firstName: 'x'.repeat(1001),
      lastName: 'Price',
      primaryContactNumber: '07700 900119',
      dateOfBirth: '1987-03-09',
      address1: '73 Acorn Road',
      city: 'Newcastle upon Tyne',
      postcode: 'NE2 2DJ',
    },
    field: 'firstName',
    reason: 'maxLength',
  },
  'GET /v1/addresses/{search}': {
    path: { search: 'x'.repeat(101) },
    field: 'search',
    reason: 'maxLength',
  },
  'POST /v1/pharmacies/by-location': {
    body: { postcode: 'NE1 4ST', distance: 1001 },
    field: 'distance',
    reason: 'maximum',
  },
  'POST /v1/reminders/list': { body: { today: true }, field: 'today', reason: 'notAllowed' },
  'POST /v1/reminders/items': { body: { all: true }, field: 'all', reason: 'notAllowed' },
  'POST /v1/reminders/reorder': {
    body: { description: 'Atorvastatin', reminderDt: 'tomorrow' },
    field: 'reminderDt',
    reason: 'format',
  },
  'PUT /v1/reminders/reorder': {
    body: { reminderId: uuid, description: '', reminderDt: '2030-01-01T09:00:00Z' },
    field: 'description',
    reason: 'minLength',
  },
  'PUT /v1/reminders/reorder/disable': {
    body: { reminderId: uuid, status: true },
    field: 'status',
    reason: 'enum',
  },
  'DELETE /v1/reminders/reorder/{reminderId}': {
    path: { reminderId: 'not-a-uuid' },
    field: 'reminderId',
    reason: 'format',
  },
  'POST /v1/reminders/daily': {
    body: { reminderTime: '25:00:00', description: 'Sertraline' },
    field: 'reminderTime',
    reason: 'pattern',
  },
  'PUT /v1/reminders/daily': {
    body: { reminderId: uuid, reminderTime: '08:00:00' },
    field: 'description',
    reason: 'required',
  },
  'DELETE /v1/reminders/daily/{reminderId}': {
    path: { reminderId: 'x' },
    field: 'reminderId',
    reason: 'format',
  },
  'POST /v1/medicines/search': {
    body: { searchString: 'a' },
    field: 'searchString',
    reason: 'minLength',
  },
  'POST /v1/appointments/clinicians': {
    body: { appointmentDate: '2026-13-40' },
    field: 'appointmentDate',
    reason: 'format',
  },
  'POST /v1/appointments/slots': {
    body: { slotTypeStatus: 'Video' },
    field: 'slotTypeStatus',
    reason: 'enum',
  },
  'POST /v1/appointments': {
    body: {
      sessionId: 's',
      slotId: 's',
      startDate: '2026-03-02T09:00:00Z',
      endDate: '2026-03-02T09:15:00Z',
      bookingReason: null,
      contactNumber: '  ',
    },
    field: 'contactNumber',
    reason: 'pattern',
  },
  'POST /v1/appointments/cancel': {
    body: { slotId: 's', cancellationReason: '' },
    field: 'cancellationReason',
    reason: 'minLength',
  },
  'POST /v1/pharmacy-services': {
    body: { externalId: 'not-a-uuid' },
    field: 'externalId',
    reason: 'format',
  },
  'POST /v1/pharmacy-services/names': {
    body: { ownerId: uuid },
    field: 'ExternalId',
    reason: 'required',
  },
  'POST /v1/pharmacy-services/availability': {
    body: {
      ownerId: uuid,
      resourceId: '',
      serviceId: uuid,
      dateFrom: 'next month',
      dateTo: '2026-04-01T00:00:00Z',
    },
    field: 'dateFrom',
    reason: 'format',
  },
  'POST /v1/pharmacy-services/bookings': {
    body: {
      externalId: uuid,
      serviceId: uuid,
      startDate: '2026-03-02T09:00:00Z',
      customerId: uuid,
      firstName: 'Alex',
      lastName: 'Morgan',
      email: null,
      contactNumber: null,
      notes: '',
      dateOfBirth: null,
      platform: 'mobile app',
      serviceName: 'Flu vaccination',
      serviceSubType: null,
    },
    field: 'platform',
    reason: 'enum',
  },
  'POST /v1/pharmacy-services/bookings/list': {
    body: { customerId: uuid, externalOwnerId: uuid, all: true },
    field: 'all',
    reason: 'notAllowed',
  },
  'DELETE /v1/pharmacy-services/bookings': {
    body: {
      resourceId: 'room',
      startDate: '2026-03-02T09:00:00Z',
      cancellationKey: '',
      cancellationReason: '',
      bookingPlatform: 'web app',
    },
    field: 'cancellationKey',
    reason: 'minLength',
  },
  'POST /v1/dev/demo/pharmacy-bookings': {
    body: { patientId: uuid },
    field: 'patientId',
    reason: 'notAllowed',
  },
  'GET /v1/messages/{messageId}': {
    path: { messageId: 'not-a-uuid' },
    field: 'messageId',
    reason: 'format',
  },
  'POST /v1/messages': {
    body: { recipient: uuid, subject: 'Hello', messageBody: 'a'.repeat(4001) },
    field: 'messageBody',
    reason: 'maxLength',
  },
  'PUT /v1/accounts/notification-preferences': {
    body: { items: [{ notificationType: 'Birthday', email: true }] },
    field: 'items.0.notificationType',
    reason: 'enum',
  },
  'PUT /v1/messages/status': {
    body: { messageId: uuid, messageReadState: 'Unread' },
    field: 'messageReadState',
    reason: 'enum',
  },
  'POST /v1/messages/delete': {
    body: { messageId: 'not-a-uuid' },
    field: 'messageId',
    reason: 'format',
  },
  'POST /v1/dev/messages/{messageId}/reply': {
    path: { messageId: 'not-a-uuid' },
    field: 'messageId',
    reason: 'format',
  },
  'POST /v1/dev/demo/messages': {
    body: { patientId: uuid },
    field: 'patientId',
    reason: 'notAllowed',
  },
  'POST /v1/medical-record': {
    body: { medicalRecordType: 'Medications' },
    field: 'medicalRecordType',
    reason: 'enum',
  },
  'POST /v1/dev/orders/{orderId}/advance': {
    path: { orderId: 'not-a-uuid' },
    field: 'orderId',
    reason: 'format',
  },
  'GET /v1/dev/outbox': { query: `to=${'a'.repeat(255)}`, field: 'to', reason: 'maxLength' },
  'POST /v1/patients/delete': {
    body: { patientId: 'not-a-uuid' },
    field: 'patientId',
    reason: 'format',
  },
  'POST /v1/im1/deregister': {
    body: { patientId: uuid },
    field: 'patientId',
    reason: 'notAllowed',
  },
  'POST /v1/dev/demo/gp-registration': {
    body: { patientId: uuid },
    field: 'patientId',
    reason: 'notAllowed',
  },
  'POST /v1/dev/demo/spare-patient': {
    body: { patientId: uuid },
    field: 'patientId',
    reason: 'notAllowed',
  },
  'POST /v1/im1/linkage': {
    body: { ...letter, secondaryPatient: 'no' },
    field: 'secondaryPatient',
    reason: 'type',
  },
  'POST /v1/im1/reregistration': {
    body: { ...letter, linkageDetails: { ...letter.linkageDetails, linkageKey: ' ' } },
    field: 'linkageDetails.linkageKey',
    reason: 'pattern',
  },
  'POST /v1/im1/nhs-login': {
    body: {
      platform: 'web',
      deviceType: 'web',
      marketingOptin: false,
      hasConsent: true,
      history: [],
      ...codeExchange,
    },
    field: 'hasConsent',
    reason: 'enum',
  },
  'POST /v1/dev/gp-letters': {
    body: { odsCode: 'Z99999', firstName: 'Casey', lastName: 'Linford', dateOfBirth: '1984-07-21' },
    field: 'odsCode',
    reason: 'enum',
  },
  'POST /v1/dev/accounts': {
    body: { email: 'a@example.com' },
    field: 'email',
    reason: 'notAllowed',
  },
};

// Tokens in a path are not checked for shape: a malformed one is as unknown as a wrong one (422, not 400).
const unconstrainedPaths = new Set([
  'GET /v1/accounts/verify-email/{token}',
  'GET /v1/accounts/email-change/{token}',
]);

function operations(document: Document): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(
      ([method, operation]) =>
        [`${method.toUpperCase()} ${path}`, operation] as [string, Operation],
    ),
  );
}

describe('the REST contract', { timeout: 120_000 }, () => {
  let api: TestApi;
  let document: Document;
  let accessToken: string;

  beforeAll(async () => {
    api = await startTestApi();
    document = (await api.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<Document>();
    accessToken = (await signIn(api, seedEmails.alexLinked)).access_token;
  }, 120_000);
  afterAll(() => api.close());

  it('serves the OpenAPI document while developing, with every client call in it', () => {
    const calls = operations(document).map(([call]) => call);
    expect(calls).toContain('POST /v1/orders');
    expect(calls).toContain('GET /v1/accounts/details');
    expect(calls.length).toBeGreaterThanOrEqual(35);
  });

  it('is an unknown route when NODE_ENV=production or DEV_CONTROLS=false', async () => {
    await forEachApiWithoutDevControls(api, async (app) => {
      const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
      expectError(response, 404, 'route.notFound');
    });
  });

  it('names, for every call, a success answer and the error body for 400, 401 and 500', () => {
    for (const [call, operation] of operations(document)) {
      if (!call.includes(' /v1/')) continue;
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^2/.test(status)),
        `${call} has no success answer`,
      ).toBe(true);
      for (const status of ['400', '401', '500']) {
        expect(operation.responses[status], `${call} answers ${status}`).toEqual(
          expect.objectContaining({
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
            },
          }),
        );
      }
    }
  });

  it('says which calls need the access token', () => {
    const byCall = Object.fromEntries(operations(document));
    expect(byCall['GET /v1/accounts/details']?.security).toEqual([{ apiKey: [], accessToken: [] }]);
    expect(byCall['POST /v1/auth/token']?.security).toEqual([{ apiKey: [] }]);
  });

  it('refuses a bad body, query or path parameter on every call with 400 naming the field, storing nothing', async () => {
    const checked = operations(document).filter(
      ([call, operation]) =>
        !unconstrainedPaths.has(call) &&
        (operation.requestBody !== undefined ||
          (operation.parameters ?? []).some((parameter) => parameter.in !== 'header')),
    );
    // A new call with a body or parameters needs its row here.
    expect(Object.keys(badRequests).sort()).toEqual(checked.map(([call]) => call).sort());

    // Rate-limit counters are not stored data: the letter limit counts refused letters too, by design.
    const stored = Object.values(tables).filter((table) => table !== tables.rateLimitCounters);
    const snapshot = () => Promise.all(stored.map((table) => api.database.db.select().from(table)));
    const before = await snapshot();
    for (const [call, operation] of checked) {
      const bad = badRequests[call];
      if (!bad) continue;
      const [method, template] = call.split(' ') as [string, string];
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(bad.path?.[name] ?? uuid),
      );
      const signedIn = operation.security?.some((scheme) => 'accessToken' in scheme);
      const response = await api.app.inject({
        method: method as 'GET',
        url: bad.query ? `${path}?${bad.query}` : path,
        headers: {
          ...clientHeaders,
          ...(signedIn ? { authorization: `Bearer ${accessToken}` } : {}),
        },
        ...(bad.body === undefined ? {} : { payload: bad.body as object }),
      });
      expect(expectError(response, 400, 'validation').reasons, call).toEqual([
        { field: bad.field, reason: bad.reason },
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });
});
