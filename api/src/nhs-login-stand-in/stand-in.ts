/**
 * A real OpenID Connect provider (panva's `oidc-provider`) standing in for the NHS login sandpit on one
 * machine (ARCHITECTURE.md). It behaves as NHS login asks its partners to: authorization code flow only, PKCE
 * with S256 required, clients authenticate with `private_key_jwt` (the client's public keys from its
 * `jwks_uri`, or given inline), id_tokens signed RS256, scopes `openid profile email
 * gp_integration_credentials` with the claims released from userinfo. State (sessions, codes, tokens) is kept
 * in memory, so a restart signs everyone out. The sign-in page lets you pick one of ./identities.ts.
 *
 * The endpoints follow NHS login's paths: /authorize, /token, /userinfo, /.well-known/jwks.json, and discovery
 * at /.well-known/openid-configuration.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { errors, interactionPolicy, type Configuration } from 'oidc-provider';
import { findIdentityById, findIdentityBySub, standInIdentities } from './identities';
import { renderProblemPage, renderSignInPage } from './sign-in-page';

/** What NHS login's sandpit grants this app (spec part 1 §7). */
export const STAND_IN_SCOPES = [
  'openid',
  'profile',
  'email',
  'gp_integration_credentials',
] as const;

/** The only client: this product. */
export interface StandInClient {
  clientId: string;
  clientName: string;
  redirectUris: string[];
  /** Where its public keys are served (the API's GET /nhs-login/jwks.json)… */
  jwksUri?: string;
  /** …or the keys themselves (tests). One of the two. */
  jwks?: { keys: JWK[] };
}

/** Lifetimes in seconds; a function is asked each time, so tests can change one while the provider runs. */
export interface StandInTtl {
  authorizationCode: number | (() => number);
  idToken: number;
  accessToken: number;
}

export interface StandInOptions {
  /** The issuer identifier; every URL in discovery is built from it. */
  issuer: string;
  client: StandInClient;
  /** Private signing keys (JWK, with kid and alg); one RS256 key is generated when absent. */
  signingKeys?: JWK[];
  ttl?: Partial<StandInTtl>;
  /** Where refusals are explained (default: console.warn). */
  log?: (message: string) => void;
}

export interface StandIn {
  issuer: string;
  provider: Provider;
  /** A Node request listener: the interaction pages, GET /health, and everything else to the provider. */
  handle(request: IncomingMessage, response: ServerResponse): void;
}

const defaultTtl: StandInTtl = { authorizationCode: 60, idToken: 3600, accessToken: 3600 };

/** Builds the provider and its request handler; `listenStandIn` serves it. */
export async function createStandIn(options: StandInOptions): Promise<StandIn> {
  const ttl = { ...defaultTtl, ...options.ttl };
  const signingKeys = options.signingKeys ?? [await generateSigningKey()];
  const { client } = options;

  const policy = interactionPolicy.base();
  // NHS login asks the person to sign in at every authorize request here, so that a demo can switch identity
  // without clearing cookies: the session alone never answers the login prompt.
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('sign_in_every_time', 'The person chooses an identity', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_name: client.clientName,
        redirect_uris: client.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'private_key_jwt',
        id_token_signed_response_alg: 'RS256',
        ...(client.jwksUri ? { jwks_uri: client.jwksUri } : { jwks: client.jwks }),
      },
    ],
    clientAuthMethods: ['private_key_jwt'],
    // NHS login wants client assertions signed RS512; the others are accepted for other keys.
    enabledJWA: {
      clientAuthSigningAlgValues: ['RS512', 'RS256', 'PS256', 'ES256'],
      idTokenSigningAlgValues: ['RS256', 'ES256'],
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: [...STAND_IN_SCOPES],
    claims: {
      openid: ['sub'],
      profile: ['identity_proofing_level', 'nhs_number', 'given_name', 'family_name', 'birthdate'],
      email: ['email', 'email_verified'],
      gp_integration_credentials: ['gp_integration_credentials'],
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: false },
      introspection: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
    },
    routes: {
      authorization: '/authorize',
      token: '/token',
      userinfo: '/userinfo',
      jwks: '/.well-known/jwks.json',
      end_session: '/logout',
    },
    jwks: { keys: signingKeys },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    ttl: {
      AuthorizationCode: () =>
        typeof ttl.authorizationCode === 'function'
          ? ttl.authorizationCode()
          : ttl.authorizationCode,
      IdToken: ttl.idToken,
      AccessToken: ttl.accessToken,
      Interaction: 3600,
      Session: 3600,
      Grant: 3600,
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx, sub) => {
      const identity = findIdentityBySub(sub);
      if (!identity) return undefined;
      return { accountId: sub, claims: () => ({ ...identity.claims }) };
    },
    // oidc-provider refuses to fetch from loopback and private addresses (SSRF protection); the one URL this
    // stand-in fetches is the configured client's jwks_uri, which is the API on this machine.
    fetch: (url, init) => {
      const { dispatcher: _ssrfGuard, ...rest } = init as RequestInit & { dispatcher?: unknown };
      return globalThis.fetch(url, rest);
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderProblemPage(
        `The sign-in request was refused: ${out.error}${out.error_description ? ` (${out.error_description})` : ''}.`,
      );
    },
  };

  const provider = new Provider(options.issuer, configuration);
  const log = options.log ?? ((message: string) => console.warn(message));
  // What a relying party's developer needs to see when the provider refuses them (the answer says little).
  const explain = (event: string) => (_ctx: unknown, error: errors.OIDCProviderError) => {
    log(
      `[nhs-login] ${event}: ${error.message}${error.error_detail ? ` (${error.error_detail})` : ''}`,
    );
  };
  provider.on('grant.error', explain('grant.error'));
  provider.on('authorization.error', explain('authorization.error'));
  provider.on('userinfo.error', explain('userinfo.error'));
  const providerCallback = provider.callback();

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (path === '/health' && request.method === 'GET') {
      sendPage(response, 200, JSON.stringify({ ok: true }), 'application/json');
      return;
    }
    if (/^\/interaction\/[A-Za-z0-9_-]+$/.test(path)) {
      handleInteraction(provider, client, request, response).catch((error: unknown) => {
        const expired = error instanceof errors.SessionNotFound;
        if (!expired) console.error('[nhs-login] interaction failed', error);
        if (!response.headersSent) {
          sendPage(
            response,
            expired ? 400 : 500,
            renderProblemPage(
              expired
                ? 'This sign-in has expired or was already finished. Go back to the app and start again.'
                : 'Something went wrong. Go back to the app and start again.',
            ),
          );
        }
      });
      return;
    }
    void providerCallback(request, response);
  };

  return { issuer: options.issuer, provider, handle };
}

/** GET shows the sign-in page; POST continues with the chosen identity or cancels. */
async function handleInteraction(
  provider: Provider,
  client: StandInClient,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  const page = {
    action: `/interaction/${details.uid}`,
    clientName: client.clientName,
    identities: standInIdentities,
  };
  if (request.method === 'GET') {
    sendPage(response, 200, renderSignInPage(page));
    return;
  }
  if (request.method !== 'POST') {
    sendPage(response, 405, renderProblemPage('Use the form on the sign-in page.'));
    return;
  }
  const form = new URLSearchParams(await readBody(request));
  if (form.get('action') === 'cancel') {
    // NHS login's own answer when the person leaves (spec part 1 §8: the app shows nothing for it).
    await provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'User cancelled flow' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const identity = findIdentityById(form.get('identity') ?? '');
  if (!identity) {
    sendPage(response, 200, renderSignInPage({ ...page, missingChoice: true }));
    return;
  }
  const grant = new provider.Grant({ accountId: identity.claims.sub, clientId: client.clientId });
  const { scope } = details.params;
  grant.addOIDCScope(typeof scope === 'string' ? scope : 'openid');
  const grantId = await grant.save();
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId: identity.claims.sub }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/** Serves the stand-in on `port` (0: one the OS picks) at `host`; `issuer` may be derived from the port. */
export async function listenStandIn(
  options: Omit<StandInOptions, 'issuer'> & {
    port: number;
    host?: string;
    /** Defaults to http://localhost:<port>. */
    issuer?: string | ((port: number) => string);
  },
): Promise<{ standIn: StandIn; server: Server; url: string; close(): Promise<void> }> {
  const host = options.host ?? '127.0.0.1';
  let standIn: StandIn | undefined;
  const server = createServer((request, response) => {
    if (standIn) standIn.handle(request, response);
    else sendPage(response, 503, renderProblemPage('Starting; try again in a moment.'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer =
    typeof options.issuer === 'function'
      ? options.issuer(port)
      : (options.issuer ?? `http://localhost:${port}`);
  try {
    standIn = await createStandIn({ ...options, issuer });
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    standIn,
    server,
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A private RS256 signing key as a JWK. */
export async function generateSigningKey(alg = 'RS256'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg, use: 'sig' };
}

function sendPage(
  response: ServerResponse,
  status: number,
  body: string,
  type = 'text/html; charset=utf-8',
): void {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(type.startsWith('text/html')
      ? {
          'content-security-policy':
            // No form-action: browsers apply it to the redirects after the post, which end at the client.
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        }
      : {}),
  });
  response.end(body);
}

const MAX_FORM_BYTES = 4096;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_FORM_BYTES) {
        reject(new Error('form too large'));
        request.destroy();
      }
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
