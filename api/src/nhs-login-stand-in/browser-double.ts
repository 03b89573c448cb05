/**
 * For tests: what a browser and the gateway do around the stand-in's sign-in page, over real HTTP. Builds an
 * authorize request with state, nonce and PKCE (as the gateway does), follows the provider's redirects with
 * its cookies, answers the sign-in page's form, and returns where the provider sends the browser back.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface AuthorizeParameters {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  scope: string;
}

/** What the gateway keeps in its session for one authorize request. */
export interface PendingAuthorization {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function buildAuthorizeRequest(
  parameters: AuthorizeParameters,
  overrides: Record<string, string | undefined> = {},
): PendingAuthorization {
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  const url = new URL(parameters.authorizeUrl);
  const query: Record<string, string | undefined> = {
    client_id: parameters.clientId,
    response_type: 'code',
    scope: parameters.scope,
    redirect_uri: parameters.redirectUri,
    state,
    nonce,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...overrides,
  };
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return { url, state, nonce, codeVerifier };
}

/** What to do on the sign-in page: continue as one identity (or with none chosen), or cancel. */
export type SignInChoice = { identity: string | null } | { cancel: true };

export interface BrowserVisit {
  /** The redirect that left the provider, to the client's redirect URI (code or error in its query). */
  redirect: URL | undefined;
  /** The sign-in page as first shown, when there was one. */
  signInPage: string | undefined;
  /** The page shown again after the form was sent (nothing chosen): then there is no redirect. */
  pageAfterSubmit?: string;
}

const MAX_STEPS = 12;

/** Follows the authorize request through the provider, answering the sign-in page with `choice`. */
export async function visitAuthorize(url: URL, choice: SignInChoice): Promise<BrowserVisit> {
  const cookies = new Map<string, string>();
  let next = url;
  let request: RequestInit = { method: 'GET' };
  let signInPage: string | undefined;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const response = await fetch(next, {
      ...request,
      redirect: 'manual',
      headers: {
        ...(request.headers as Record<string, string> | undefined),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    keepCookies(cookies, response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const target = new URL(location, next);
      if (target.origin !== url.origin) return { redirect: target, signInPage };
      next = target;
      request = { method: 'GET' };
      continue;
    }
    const body = await response.text();
    if (response.status === 200 && signInPage !== undefined && request.method === 'POST') {
      return { redirect: undefined, signInPage, pageAfterSubmit: body };
    }
    if (response.status !== 200 || !next.pathname.startsWith('/interaction/') || signInPage) {
      throw new Error(
        `unexpected answer ${response.status} from ${next.href}: ${body.slice(0, 500)}`,
      );
    }
    signInPage = body;
    const form = new URLSearchParams(
      'cancel' in choice
        ? { action: 'cancel' }
        : { action: 'continue', ...(choice.identity ? { identity: choice.identity } : {}) },
    );
    request = {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error(`too many redirects from ${url.href}`);
}

function keepCookies(cookies: Map<string, string>, setCookies: string[]): void {
  for (const header of setCookies) {
    const [pair = '', ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) =>
      /expires=thu, 01 jan 1970/i.test(attribute.trim()),
    );
    if (!value || expired) cookies.delete(name);
    else cookies.set(name, value);
  }
}
