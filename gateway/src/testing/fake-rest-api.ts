import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  RestAccountDetails,
  RestAccountStatus,
  RestIm1AccountDetails,
  RestIntegrationSettings,
  RestMobileConfig,
  RestOrder,
  RestOrderItem,
  RestOrderItemInput,
  RestPrescriptionCourse,
  RestDailyReminder,
  RestRemindersList,
  RestReorderReminder,
} from '../upstream/rest-api-types';

/** One call the fake API received. */
export interface ReceivedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** performance.now() when the request arrived, for tests of what runs in parallel. */
  receivedAt: number;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  /** Headers beside the content type, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/** Replaces the fake's own behaviour for one path (return undefined to fall through to it). */
export type Override = (
  call: ReceivedCall,
) => FakeReply | undefined | Promise<FakeReply | undefined>;

export const FAKE_PASSWORD = 'Password123!';

/**
 * A small stand-in for the REST API of docs/rest-api.md, for the gateway's unit tests: the paths of
 * gateway/config/endpoints.json, the required headers, single-use refresh tokens with reuse detection, and one
 * account whose details tests can change. Tests against the real API are in real-api.test.ts.
 */
export class FakeRestApi {
  readonly calls: ReceivedCall[] = [];
  readonly overrides = new Map<string, Override>();
  /** Delay before answering a refresh, so that concurrent requests overlap it. */
  refreshDelayMs = 0;
  config: RestMobileConfig = fakeMobileConfig();
  accountDetails: RestAccountDetails = fakeAccountDetails();
  /** Off the contract (which always has settings): what a practice without IM1 would send. */
  im1Details = {
    integrationSettings: null,
    linkedPatients: [],
  } as unknown as RestIm1AccountDetails;
  accountStatus: RestAccountStatus = {
    accountStatus: 'ACTIVE',
    failedLoginAccountLocked: false,
    accountId: 'acc-1',
    hasPatientIntegration: false,
  };
  /** Patients the account may select. */
  selectablePatientIds = new Set(['pat-1']);
  /** The active patient's orders, newest first, as the API keeps them. */
  orders: RestOrder[] = [];
  /** The active patient's prescription courses (answered only when integrationSettings.prescribingEnabled). */
  courses: RestPrescriptionCourse[] = [];
  reminders: RestRemindersList = { reorderReminders: [], medicationReminders: [] };
  /** Milliseconds to wait before answering a path, as a slow upstream would. */
  readonly delays = new Map<string, number>();

  private readonly validAccessTokens = new Set<string>();
  /** refresh token → whether it was already used. */
  private readonly refreshTokens = new Map<string, boolean>();
  private server: Server | undefined;

  get url(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('fake API not started');
    return `http://127.0.0.1:${address.port}`;
  }

  callsTo(path: string): ReceivedCall[] {
    return this.calls.filter((call) => call.path === path);
  }

  /** Makes every access token issued so far invalid, as when they outlive their TTL. */
  expireAccessTokens(): void {
    this.validAccessTokens.clear();
  }

  /** Revokes every refresh token (as after reuse detection or an admin sign-out). */
  revokeRefreshTokens(): void {
    for (const token of this.refreshTokens.keys()) this.refreshTokens.set(token, true);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const call: ReceivedCall = {
          method: req.method ?? 'GET',
          path: (req.url ?? '/').split('?')[0] ?? '/',
          headers: req.headers,
          body: text === '' ? undefined : (JSON.parse(text) as unknown),
          receivedAt: performance.now(),
        };
        this.calls.push(call);
        void this.reply(call).then(({ status, body, headers = {} }) => {
          if (body === undefined) {
            res.writeHead(status, headers).end();
          } else {
            res
              .writeHead(status, { ...headers, 'content-type': 'application/json' })
              .end(JSON.stringify(body));
          }
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async reply(call: ReceivedCall): Promise<FakeReply> {
    const delay = this.delays.get(call.path) ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const override = this.overrides.get(call.path);
    const overridden = override ? await override(call) : undefined;
    if (overridden) return overridden;

    // The API's liveness (api/src/http/health-routes.ts), asked by the gateway's /readyz without client headers.
    if (call.method === 'GET' && call.path === '/healthz')
      return { status: 200, body: { status: 'ok', checks: {} } };
    if (call.headers['x-api-key'] !== 'test-api-key') return error(401, 'apiKey.invalid');
    if (call.headers['x-version'] !== '2.7.8' || call.headers['x-platform'] !== 'Web') {
      return error(400, 'headers.invalid');
    }
    const body = (call.body ?? {}) as Record<string, unknown>;
    switch (`${call.method} ${call.path}`) {
      case 'GET /v1/config/mobile':
        return { status: 200, body: this.config };
      case 'POST /v1/auth/token':
        if (body['password'] !== FAKE_PASSWORD) return error(401, 'auth.invalidCredentials');
        return { status: 200, body: this.issueTokens() };
      case 'POST /v1/auth/refresh':
        return this.refresh(body['refresh_token']);
      case 'POST /v1/auth/revoke':
        if (
          typeof body['refresh_token'] === 'string' &&
          this.refreshTokens.has(body['refresh_token'])
        )
          this.refreshTokens.set(body['refresh_token'], true);
        return { status: 204 };
      case 'POST /v1/accounts/status':
        return { status: 200, body: this.accountStatus };
    }
    const bearer = call.headers.authorization?.replace(/^Bearer /, '');
    if (bearer === undefined || !this.validAccessTokens.has(bearer))
      return error(401, 'token.invalid');
    switch (`${call.method} ${call.path}`) {
      case 'GET /v1/accounts/details':
        return { status: 200, body: this.accountDetails };
      case 'POST /v1/im1/account-details':
        return { status: 200, body: this.im1Details };
      case 'PUT /v1/accounts/selected-patient': {
        const patientId = String(body['patientId']);
        if (!this.selectablePatientIds.has(patientId)) return error(403, 'patient.forbidden');
        const patient = this.accountDetails.patient;
        if (patient)
          this.accountDetails = { ...this.accountDetails, patient: { ...patient, id: patientId } };
        return { status: 204 };
      }
      case 'POST /v1/orders/list':
        return { status: 200, body: { orders: this.orders } };
      case 'POST /v1/prescriptions/list':
        if (this.accountDetails.integrationSettings?.prescribingEnabled !== true)
          return error(422, 'prescribing.notAvailable');
        return { status: 200, body: { courses: this.courses } };
      case 'POST /v1/orders':
        return this.placeOrder(body);
      case 'POST /v1/orders/cancel':
        return this.cancelOrder(body);
      case 'POST /v1/orders/survey':
        return { status: 204 };
      case 'PUT /v1/patients': {
        const patient = this.accountDetails.patient;
        if (patient && typeof body['iM1ReminderClosed'] === 'boolean') {
          const iM1ReminderClosed = body['iM1ReminderClosed'];
          this.accountDetails = {
            ...this.accountDetails,
            patient: { ...patient, iM1ReminderClosed },
          };
        }
        return { status: 204 };
      }
      case 'POST /v1/reminders/list':
        return { status: 200, body: this.reminders };
    }
    return error(404, 'notFound');
  }

  /** The API's order rules (docs/rest-api.md): comment required or too long, duplicates removed. */
  private placeOrder(body: Record<string, unknown>): FakeReply {
    const comment = typeof body['comment'] === 'string' ? body['comment'] : '';
    if (
      this.accountDetails.integrationSettings?.prescribingCommentRequired &&
      comment.trim() === ''
    )
      return error(422, 'order.commentRequired');
    if (comment.length > 400) return error(422, 'order.commentTooLong');
    const items = (body['items'] ?? []) as RestOrderItemInput[];
    const id = `ord-${this.orders.length + 1}`;
    this.orders = [
      fakeOrder({
        id,
        orderDt: new Date().toISOString(),
        deliveryMethod: body['deliveryMethod'] === 'Delivery' ? 'Delivery' : 'Collection',
        items: items.map((item, index) =>
          fakeOrderItem({
            orderItemId: `${id}-item-${index + 1}`,
            description: item.description,
            itemOrderType: item.itemOrderType,
            medicationCourseGuid: item.medicationCourseGuid ?? null,
          }),
        ),
      }),
      ...this.orders,
    ];
    return { status: 200, body: { orders: [{ id }] } };
  }

  private cancelOrder(body: Record<string, unknown>): FakeReply {
    const order = this.orders.find((candidate) => candidate.id === body['orderId']);
    if (!order) return error(404, 'order.notFound');
    if (!order.cancellable) return error(422, 'order.notCancellable');
    this.orders = this.orders.map((candidate) =>
      candidate === order
        ? { ...order, orderStatus: 'Cancelled', cancellable: false, live: false }
        : candidate,
    );
    return { status: 204 };
  }

  private issueTokens() {
    const access = `access-${randomUUID()}`;
    const refresh = `refresh-${randomUUID()}`;
    this.validAccessTokens.add(access);
    this.refreshTokens.set(refresh, false);
    return { access_token: access, refresh_token: refresh, expires_in: 300 };
  }

  private async refresh(token: unknown): Promise<FakeReply> {
    if (this.refreshDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, this.refreshDelayMs));
    if (typeof token !== 'string' || !this.refreshTokens.has(token))
      return error(401, 'token.invalid');
    if (this.refreshTokens.get(token) === true) return error(401, 'token.reused');
    this.refreshTokens.set(token, true);
    return { status: 200, body: this.issueTokens() };
  }
}

function error(status: number, code: string, extra: Record<string, unknown> = {}): FakeReply {
  return { status, body: { code, message: `fake ${code}`, show: false, ...extra } };
}

export function fakeMobileConfig(): RestMobileConfig {
  return {
    productName: 'Medicines Online',
    featureNHSLogin: true,
    featureIM1: true,
    featurePharmacyServiceBooking: true,
    featureAllergyTesting: true,
    featureCovidVaccination: true,
    featureEmailChange: 'Enabled',
    betaFeatures: {
      autoReorderReminders: false,
      manualReorderReminders: false,
      autoDailyReminders: false,
      manualDailyReminders: false,
    },
    nhsLogin: {
      authorizeUrl: 'http://localhost:4010/oidc/auth',
      clientId: 'medicines-online',
      redirectUri: 'http://localhost:3000/login',
      scope: 'openid profile email gp_integration_credentials',
    },
    links: {
      provider: 'https://provider.example',
      appDownload: 'https://app.example',
      terms: 'https://terms.example',
      privacy: 'https://privacy.example',
      cookiePolicy: '/help/cookies',
      contact: 'https://contact.example',
      findOutMore: 'https://more.example',
      allergyTesting: 'https://allergy.example',
      facebook: 'https://facebook.example',
      twitter: 'https://twitter.example',
      instagram: 'https://instagram.example',
    },
    supportEmail: 'support@example.com',
  };
}

export function fakeAccountDetails(): RestAccountDetails {
  return {
    account: {
      id: 'acc-1',
      email: 'pat@example.com',
      accountStatus: 'ACTIVE',
      b2CObjectId: null,
      failedLoginAccountLocked: false,
      hasPatientIntegration: false,
      notificationPreferences: [],
      allowBetaFeatures: false,
      nhsLoginSub: null,
    },
    patient: {
      id: 'pat-1',
      accountId: 'acc-1',
      pharmacyId: 'ph-1',
      firstName: 'Pat',
      lastName: 'Example',
      primaryContactNumber: '07700900000',
      secondaryContactNumber: null,
      dateOfBirth: '1980-01-01',
      address1: '73 Acorn Road',
      address2: 'Jesmond',
      address3: null,
      city: 'Newcastle upon Tyne',
      postcode: 'NE2 2DJ',
      consent: { consentSigned: true, hasConsent: true },
      gpName: null,
      gpAddress1: null,
      gpAddress2: null,
      gpAddress3: null,
      gpAddress4: null,
      gpPostcode: null,
      gpContactNumber: null,
      doctorName: null,
      iM1Available: false,
      iM1ReminderClosed: false,
      allowManualReordering: true,
      patientIntegration: null,
    },
    pharmacy: {
      id: 'ph-1',
      businessName: 'High Street Pharmacy',
      address1: '1 High Street',
      address2: null,
      address3: null,
      city: 'Newcastle',
      postcode: 'NE1 1AA',
      telephoneNumber: '0191 000 0000',
      latitude: 55.0,
      longitude: -1.6,
      visibleOnMap: true,
      isServiceBookingEnabled: true,
      ownershipType: 'Owned',
      hasPromoteServiceCard: false,
      promotedServices: [],
      servicesOffered: [],
      pharmacyOpeningTimes: {
        monday: [],
        tuesday: [],
        wednesday: [],
        thursday: [],
        friday: [],
        saturday: [],
        sunday: [],
      },
    },
    group: null,
  };
}

/** A live, cancellable IM1 order of one item, as the API lists it; tests change what they need. */
export function fakeOrder(overrides: Partial<RestOrder> = {}): RestOrder {
  return {
    id: 'ord-1',
    orderDt: '2025-01-06T09:00:00.000Z',
    orderStatus: 'Requested',
    orderType: 'IM1',
    prescriptionRequestGuid: 'prg-1',
    deliveryMethod: 'Collection',
    cancellable: true,
    steps: [
      { key: 'Requested', completed: true },
      { key: 'GPApproved', completed: false },
      { key: 'Preparing', completed: false },
      { key: 'ReadyToCollect', completed: false },
      { key: 'Collected', completed: false },
    ],
    items: [fakeOrderItem()],
    live: true,
    ...overrides,
  };
}

export function fakeOrderItem(overrides: Partial<RestOrderItem> = {}): RestOrderItem {
  return {
    orderItemId: 'item-1',
    description: 'Amoxicillin 500mg capsules',
    option: null,
    type: 'capsule',
    itemOrderType: 'IM1',
    rejected: false,
    orderItemStatus: 'Requested',
    medicationCourseGuid: 'course-1',
    ...overrides,
  };
}

export function fakeCourse(
  overrides: Partial<RestPrescriptionCourse> = {},
): RestPrescriptionCourse {
  return {
    medicationCourseGuid: 'course-1',
    name: 'Amoxicillin 500mg capsules',
    dosage: 'One three times a day',
    mostRecentIssueDate: '2024-12-01',
    prescriptionType: 'Repeat',
    ...overrides,
  };
}

/** A GP practice's settings with everything on and no comment required. */
export function fakeIntegrationSettings(
  overrides: Partial<RestIntegrationSettings> = {},
): RestIntegrationSettings {
  return {
    appointmentsEnabled: true,
    practicePatientCommunicationEnabled: true,
    medicalRecordEnabled: true,
    prescribingEnabled: true,
    allowFilteredAppointmentBooking: false,
    appointmentReasonRequired: false,
    prescribingCommentRequired: false,
    showMessageSubjects: true,
    medicalRecordSettings: {
      allergiesEnabled: true,
      consultationsEnabled: true,
      immunisationsEnabled: true,
      medicationEnabled: true,
      problemsEnabled: true,
      testResultsEnabled: true,
    },
    ...overrides,
  };
}

/**
 * Makes the fake's patient IM1-linked with the given practice settings (prescribing by default), on an EMIS-like
 * (0) or TPP-type (1) GP system.
 */
export function linkToGp(
  api: FakeRestApi,
  settings: Partial<RestIntegrationSettings> = {},
  integrationType: 0 | 1 = 0,
): void {
  const patient = api.accountDetails.patient;
  if (!patient) throw new Error('the fake account has no patient');
  api.accountDetails = {
    ...api.accountDetails,
    patient: {
      ...patient,
      iM1Available: true,
      gpName: 'Gosforth Surgery',
      patientIntegration: { integrationType, odsCode: 'A12345' },
    },
    integrationSettings: fakeIntegrationSettings(settings),
    linkedPatients: [],
  };
}

/** A daily medication reminder as the API lists it. */
export function fakeDailyReminder(
  reminder: Pick<RestDailyReminder, 'id' | 'reminderTime' | 'description'>,
): RestDailyReminder {
  return { patientId: 'pat-1', orderId: null, orderItemId: null, ...reminder };
}

/** An active reorder reminder as the API lists it. */
export function fakeReorderReminder(
  reminder: Pick<RestReorderReminder, 'id' | 'reminderDt' | 'description'>,
): RestReorderReminder {
  return {
    reminderType: 'reorder',
    patientId: 'pat-1',
    orderId: null,
    orderItemId: null,
    courseGuid: null,
    itemOrderType: 'IM1',
    autoGenerated: false,
    status: true,
    ...reminder,
  };
}
