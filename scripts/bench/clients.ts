/**
 * The two clients the benchmark times, both over loopback HTTP with Node's fetch (undici, keep-alive):
 * the gateway as the browser uses it (cookie session, CSRF header) and the REST API as the gateway uses it.
 */
import { SEED_PASSWORD, seedEmails } from '../../api/src/db/seed-ids';

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

  /** Another session sharing this one's cookie (as a second tab would). */
  fork(): GatewaySession {
    const copy = new GatewaySession(this.gatewayUrl);
    copy.cookie = this.cookie;
    return copy;
  }
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
    const response = await fetch(`${this.apiUrl}/v1/auth/token`, {
      method: 'POST',
      headers: this.headers,
      body: JSON.stringify({ username: email, password, platform: 'web' }),
    });
    if (!response.ok) throw new Error(`API sign-in answered ${response.status}`);
    this.accessToken = ((await response.json()) as { access_token: string }).access_token;
  }

  private async call(method: string, path: string, body?: unknown): Promise<void> {
    const response = await fetch(`${this.apiUrl}${path}`, {
      method,
      headers: { ...this.headers, authorization: `Bearer ${this.accessToken}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  }

  /** accountDetails: GET /v1/accounts/details. */
  accountDetails(): Promise<void> {
    return this.call('GET', '/v1/accounts/details');
  }
}
