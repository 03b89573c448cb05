/**
 * The NHS login stand-in on its own: discovery as NHS login's partners rely on it, the accessible sign-in page,
 * Cancel, and the refusals a real provider makes (no PKCE, unknown redirect URI).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthorizeRequest, visitAuthorize } from './browser-double';
import { standInIdentities } from './identities';
import { listenStandIn } from './stand-in';

const redirectUri = 'http://localhost:3000/login';
let running: Awaited<ReturnType<typeof listenStandIn>>;

const authorizeParameters = () => ({
  authorizeUrl: `${running.standIn.issuer}/authorize`,
  clientId: 'medicines-online',
  redirectUri,
  scope: 'openid profile email gp_integration_credentials',
});

beforeAll(async () => {
  running = await listenStandIn({
    port: 0,
    issuer: (port) => `http://127.0.0.1:${port}`,
    client: {
      clientId: 'medicines-online',
      clientName: 'Medicines Online',
      redirectUris: [redirectUri],
      jwks: { keys: [] },
    },
  });
});
afterAll(() => running.close());

describe('the NHS login stand-in', () => {
  it('publishes discovery: code flow, PKCE S256, private_key_jwt, the four scopes', async () => {
    const response = await fetch(`${running.url}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: running.standIn.issuer,
      authorization_endpoint: `${running.url}/authorize`,
      token_endpoint: `${running.url}/token`,
      userinfo_endpoint: `${running.url}/userinfo`,
      jwks_uri: `${running.url}/.well-known/jwks.json`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      scopes_supported: ['openid', 'profile', 'email', 'gp_integration_credentials'],
    });
    expect(discovery.id_token_signing_alg_values_supported).toContain('RS256');
    const jwks = (await (await fetch(`${running.url}/.well-known/jwks.json`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('shows an accessible sign-in page: lang, title, one h1, labelled radios in a fieldset, two buttons', async () => {
    const pending = buildAuthorizeRequest(authorizeParameters());
    const visit = await visitAuthorize(pending.url, { identity: 'nadia' });
    // White space folded, so the checks do not depend on how the markup is laid out.
    const page = (visit.signInPage ?? '').replace(/\s+/g, ' ');
    expect(page).toMatch(/^<!DOCTYPE html> <html lang="en">/);
    expect(page).toMatch(/<title>Choose a test identity – NHS login \(local stand-in\)<\/title>/);
    expect(page.match(/<h1[ >]/g)).toHaveLength(1);
    expect(page).toMatch(/<fieldset>\s*<legend>Which test identity do you want to use\?<\/legend>/);
    for (const identity of standInIdentities) {
      expect(page).toContain(`id="identity-${identity.id}" name="identity" value="${identity.id}"`);
      expect(page).toContain(`<label for="identity-${identity.id}">${identity.label}</label>`);
      expect(page).toContain(`aria-describedby="identity-${identity.id}-hint"`);
    }
    expect(page).toContain(
      '<button type="submit" name="action" value="continue">Continue</button>',
    );
    expect(page).toContain('<button type="submit" name="action" value="cancel">Cancel</button>');
    // Continuing as Nadia ends at the client with a code and the same state.
    expect(`${visit.redirect?.origin}${visit.redirect?.pathname}`).toBe(redirectUri);
    expect(visit.redirect?.searchParams.get('code')).toEqual(expect.any(String));
    expect(visit.redirect?.searchParams.get('state')).toBe(pending.state);
    expect(visit.redirect?.searchParams.get('iss')).toBe(running.standIn.issuer);
  });

  it('asks again, with an error summary, when Continue is pressed with no identity chosen', async () => {
    const visit = await visitAuthorize(buildAuthorizeRequest(authorizeParameters()).url, {
      identity: null,
    });
    expect(visit.redirect).toBeUndefined();
    const page = visit.pageAfterSubmit ?? '';
    expect(page).toMatch(/<title>Error: Choose a test identity/);
    expect(page).toContain('There is a problem');
    expect(page).toContain(
      '<a href="#identity-nadia">Select the test identity you want to use</a>',
    );
    expect(page).toContain('<fieldset aria-describedby="identity-error">');
  });

  it('returns to the client with access_denied and "User cancelled flow" on Cancel', async () => {
    const pending = buildAuthorizeRequest(authorizeParameters());
    const { redirect } = await visitAuthorize(pending.url, { cancel: true });
    expect(`${redirect?.origin}${redirect?.pathname}`).toBe(redirectUri);
    expect(redirect?.searchParams.get('error')).toBe('access_denied');
    expect(redirect?.searchParams.get('error_description')).toBe('User cancelled flow');
    expect(redirect?.searchParams.get('state')).toBe(pending.state);
    expect(redirect?.searchParams.has('code')).toBe(false);
  });

  it('refuses an authorize request without PKCE', async () => {
    const pending = buildAuthorizeRequest(authorizeParameters(), {
      code_challenge: undefined,
      code_challenge_method: undefined,
    });
    const { redirect, signInPage } = await visitAuthorize(pending.url, { identity: 'nadia' });
    expect(signInPage).toBeUndefined();
    expect(redirect?.searchParams.get('error')).toBe('invalid_request');
    expect(redirect?.searchParams.has('code')).toBe(false);
  });

  it('never sends the browser to a redirect URI the client did not register', async () => {
    const pending = buildAuthorizeRequest({
      ...authorizeParameters(),
      redirectUri: 'https://attacker.example/login',
    });
    const response = await fetch(pending.url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('redirect_uri');
  });
});
