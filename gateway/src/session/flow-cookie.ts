import { readCookie, serializeSessionCookie } from './cookie-header';
import { sealValue, unsealValue } from './seal';

/** Time limits are epoch milliseconds, checked against the gateway's clock (injectable in tests). */
interface Expiring {
  expiresAt: number;
}

/**
 * A registration whose email was verified (spec part 1 §4): the API's single-use registration token proves it,
 * so the browser must never hold it in readable form.
 */
export interface RegistrationFlow extends Expiring {
  accountId: string;
  email: string;
  registrationToken: string;
  /** Set once the sign-in user exists, so a failed patient creation can be retried without it. */
  signInUserCreated?: boolean;
}

/** An NHS login redirect under way: what the browser's return must match (spec part 1 §4, §7). */
export interface NhsLoginFlow extends Expiring {
  state: string;
  nonce: string;
  codeVerifier: string;
  intent: 'SIGN_IN' | 'REGISTER' | 'LINK';
  marketingOptin: boolean;
  redirectUri: string;
}

/** What the public flows keep between requests before there is a session. */
export interface FlowData {
  registration?: RegistrationFlow;
  nhsLogin?: NhsLoginFlow;
}
type FlowName = keyof FlowData;

export interface FlowCookieSettings {
  secret: string;
  cookieSecure: boolean;
  now: () => number;
}

/** Same protections as the session cookie: `__Host-` over https, httpOnly, SameSite=Lax. */
export function flowCookieName(secure: boolean): string {
  return secure ? '__Host-flow' : 'flow';
}

/**
 * The sealed, httpOnly cookie of the public flows (registration now, NHS login's redirect next). It is apart
 * from the session cookie because these flows start signed out and must survive signing in and out, and
 * because each part expires on its own clock. Read at the start of a request, written back once at the end.
 */
export class FlowCookie {
  private changed = false;

  private constructor(
    private readonly settings: FlowCookieSettings,
    private data: FlowData,
    private readonly hadCookie: boolean,
  ) {}

  static async fromCookieHeader(
    header: string | null | undefined,
    settings: FlowCookieSettings,
  ): Promise<FlowCookie> {
    const sealed = readCookie(header, flowCookieName(settings.cookieSecure));
    if (sealed === undefined) return new FlowCookie(settings, {}, false);
    const value = await unsealValue(sealed, settings.secret);
    return new FlowCookie(settings, isFlowData(value) ? value : {}, true);
  }

  /** The named flow, unless it has expired. */
  get<Name extends FlowName>(name: Name): FlowData[Name] | undefined {
    const flow = this.data[name];
    if (flow === undefined || flow.expiresAt <= this.settings.now()) return undefined;
    return flow;
  }

  set<Name extends FlowName>(name: Name, flow: NonNullable<FlowData[Name]>): void {
    this.data = { ...this.data, [name]: flow };
    this.changed = true;
  }

  clear(name: FlowName): void {
    if (this.data[name] === undefined) return;
    const { [name]: _removed, ...rest } = this.data;
    this.data = rest;
    this.changed = true;
  }

  /** The Set-Cookie header for the response, or null when nothing changed. */
  async setCookieHeader(): Promise<string | null> {
    if (!this.changed) return null;
    const name = flowCookieName(this.settings.cookieSecure);
    const secure = this.settings.cookieSecure;
    const now = this.settings.now();
    const live = Object.values(this.data).filter((flow: Expiring) => flow.expiresAt > now);
    if (live.length === 0)
      return this.hadCookie ? serializeSessionCookie(name, '', { secure, maxAgeSeconds: 0 }) : null;
    const maxAgeMs = Math.max(...live.map((flow: Expiring) => flow.expiresAt - now));
    const sealed = await sealValue(this.data, this.settings.secret);
    return serializeSessionCookie(name, sealed, { secure, maxAgeSeconds: maxAgeMs / 1000 });
  }
}

function isFlowData(value: unknown): value is FlowData {
  if (typeof value !== 'object' || value === null) return false;
  const { registration, nhsLogin } = value as Record<string, unknown>;
  return (
    (registration === undefined || hasFields(registration, registrationFields)) &&
    (nhsLogin === undefined || hasFields(nhsLogin, nhsLoginFields))
  );
}

const registrationFields = ['accountId', 'email', 'registrationToken'];
const nhsLoginFields = ['state', 'nonce', 'codeVerifier', 'intent', 'redirectUri'];

/** A flow as this gateway sealed it: an expiry and the text fields named. */
function hasFields(value: unknown, textFields: readonly string[]): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['expiresAt'] === 'number' &&
    textFields.every((field) => typeof record[field] === 'string')
  );
}
