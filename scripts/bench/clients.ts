/**
 * The two clients the benchmark times, both over loopback HTTP with Node's fetch (undici, keep-alive):
 * the gateway as the browser uses it (cookie session, CSRF header) and the REST API as the gateway uses it.
 */
import { SEED_PASSWORD, seedEmails } from '../../api/src/demo/seed-ids';
import { loadEndpoints, type EndpointName } from '../../gateway/src/config';

/** The benchmark's account: IM1-linked with linked patients, the richest `me`. */
export const benchEmail = seedEmails.alexLinked;

/**
 * The `me` query as the home screen asks it (src/features/home/home-screen.tsx and the frame): everything
 * the active patient, pharmacy, linked patients, integration settings and features.
 */
const meQuery = `query BenchMe {
  me {
    account { id email accountStatus hasPatientIntegration }
    patient { id firstName lastName iM1Available integrationType }
    pharmacy { id businessName ownershipType promotedServices { serviceId serviceCardText } }
    linkedPatients { patientId fullName selected }
    integrationSettings { prescribingEnabled appointmentsEnabled }
    features { hasPharmacy im1Linked multiPatient prescribing canOrder linkPrompt }
  }
}`;

/**
 * The home screen's query as the app sends it: a copy of HomeScreenDocument in src/gql/graphql.ts, generated from
 * the `HomeScreen` document in src/features/home/home-screen.tsx and its cards' fragments
 * (src/features/home/components/*). Copy it again when the screen's query changes.
 */
const homeQuery = `query HomeScreen {
  me {
    ...PatientSwitcher
    features { linkPrompt manualReordering prescribing canOrder allergyTesting covidVaccination }
    pharmacy { id ...PromotedServices }
  }
  orders { ...LiveOrdersCard }
  prescriptions { ...PrescriptionsCard }
  todaysSchedule { ...ScheduleCard }
  config { productName links { allergyTesting appDownload } }
}
fragment LiveOrdersCard on Orders { live { id orderedAt status } }
fragment PatientSwitcher on Me {
  patient { id firstName lastName iM1Available }
  linkedPatients { patientId fullName selected }
  features { multiPatient im1Enabled im1Linked }
}
fragment PrescriptionsCard on PrescriptionCourse { medicationCourseGuid }
fragment PromotedServices on Pharmacy {
  businessName hasPromoteServiceCard promotedServices { serviceId serviceCardText }
}
fragment ScheduleCard on TodaysSchedule {
  daily { id reminderTime description }
  reorder { id description daysToGo dueForReorder }
}`;

const signInMutation = `mutation BenchSignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { destination }
}`;

/** A browser's view of the gateway: one session cookie, updated from every response as a browser would. */
export class GatewaySession {
  private cookie = '';

  constructor(private readonly gatewayUrl: string) {}

  private async graphql(query: string, variables?: Record<string, unknown>): Promise<unknown> {
    const response = await fetch(`${this.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-csrf': '1',
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';')[0] ?? '';
      // An expired cookie (Max-Age=0) ends the session, as in a browser.
      this.cookie = /max-age=0/i.test(setCookie) ? '' : pair;
    }
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    if (!response.ok || body.errors) {
      const code = body.errors?.[0]?.extensions?.code ?? `HTTP ${response.status}`;
      throw new Error(`gateway answered ${code}`);
    }
    return body;
  }

  async signIn(email: string, password = SEED_PASSWORD): Promise<void> {
    await this.graphql(signInMutation, { email, password });
    if (!this.cookie) throw new Error('the gateway set no session cookie on sign-in');
  }

  /** One `me` query, resolved once the whole response body has arrived. */
  async me(): Promise<void> {
    await this.graphql(meQuery);
  }

  /** One home screen query, resolved once the whole response body has arrived. */
  async home(): Promise<void> {
    await this.graphql(homeQuery);
  }

  /** The session's `name=value` cookie pair, for a browser the bench drives (scripts/bench/pages.ts). */
  get cookiePair(): string {
    return this.cookie;
  }

  /** Another session sharing this one's cookie (as a second tab would). */
  fork(): GatewaySession {
    const copy = new GatewaySession(this.gatewayUrl);
    copy.cookie = this.cookie;
    return copy;
  }
}

/**
 * The REST paths the gateway calls: gateway/config/endpoints.json with its ENDPOINT_<NAME> overrides, read from
 * the same environment the benchmark's gateway gets.
 */
const endpoints = loadEndpoints(process.env);

/** One upstream REST call, as the gateway makes it. */
export interface UpstreamCall {
  name: EndpointName;
  method: 'GET' | 'POST';
  /** JSON body; the gateway posts `{}` to the list calls. */
  body?: object;
}

/** accountDetails: the one upstream call of `me` (gateway/src/account/load-me.ts). */
export const accountDetailsCall: UpstreamCall = { name: 'accountDetails', method: 'GET' };

/**
 * The upstream calls of the home query, in the order the original app made them one after another: account
 * details (`me`, and `todaysSchedule` for the TPP rule; read once per request), orders list (`orders`),
 * prescriptions list (`prescriptions`, for a patient who can prescribe, as the benchmark account can) and
 * reminders list (`todaysSchedule`). See gateway/src/home/home-resolvers.ts, orders/orders-resolvers.ts,
 * account/load-me.ts and orders/load-prescriptions.ts. Mobile config (`config`, and `me`) is left out: the gateway
 * shares one fetch a minute across requests (gateway/src/account/mobile-config-cache.ts), and the app fetched it
 * once at start.
 */
export const homeUpstreamCalls: readonly UpstreamCall[] = [
  accountDetailsCall,
  { name: 'ordersList', method: 'POST', body: {} },
  { name: 'prescriptionsList', method: 'POST', body: {} },
  { name: 'remindersList', method: 'POST', body: {} },
];

/** `GET /v1/accounts/details`: the method and path, for the report. */
export function describeCall({ name, method }: UpstreamCall): string {
  return `${method} ${endpoints[name]}`;
}

/** The REST API as the gateway calls it (docs/rest-api.md headers, bearer token). */
export class ApiClient {
  private accessToken = '';
  private readonly headers = {
    'content-type': 'application/json',
    'x-api-key': process.env.API_KEY ?? 'dev-api-key',
    'x-version': '2.7.8',
    'x-platform': 'Web',
  };

  constructor(private readonly apiUrl: string) {}

  async signIn(email: string, password = SEED_PASSWORD): Promise<void> {
    const response = await fetch(`${this.apiUrl}${endpoints.signIn}`, {
      method: 'POST',
      headers: this.headers,
      body: JSON.stringify({ username: email, password, platform: 'web' }),
    });
    if (!response.ok) throw new Error(`API sign-in answered ${response.status}`);
    this.accessToken = ((await response.json()) as { access_token: string }).access_token;
  }

  /** One upstream call with this client's access token, resolved once the whole body has arrived. */
  async call({ name, method, body }: UpstreamCall): Promise<void> {
    const path = endpoints[name];
    const response = await fetch(`${this.apiUrl}${path}`, {
      method,
      headers: { ...this.headers, authorization: `Bearer ${this.accessToken}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  }
}
