import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_PASSWORD, type FakeReply } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes, type GraphQLReply } from '../testing/gateway-client';

const REQUEST = /* GraphQL */ `
  mutation RequestEmailChange($newEmail: String!) {
    requestEmailChange(newEmail: $newEmail)
  }
`;
const VERIFY = /* GraphQL */ `
  mutation VerifyEmailChange($token: String!, $credentials: EmailChangeCredentials) {
    verifyEmailChange(token: $token, credentials: $credentials)
  }
`;

const SEND_PATH = '/v1/accounts/email-change';
const TOKEN = 'email-change-token';
const VERIFY_PATH = `${SEND_PATH}/${TOKEN}`;
const CREDENTIALS = { email: 'pat@example.com', password: FAKE_PASSWORD };

let stack: FakeStack;

beforeEach(async () => {
  stack = await startFakeStack();
  answer(SEND_PATH, { status: 200, body: { status: true, message: '' } });
  answer(VERIFY_PATH, { status: 200, body: { status: true, message: '' } });
});

afterEach(() => stack.stop());

function answer(path: string, reply: FakeReply): void {
  stack.api.overrides.set(path, () => reply);
}

function requestChange(newEmail: string): Promise<GraphQLReply> {
  return stack.client.graphql(REQUEST, { newEmail });
}

function verify(credentials?: { email: string; password: string }): Promise<GraphQLReply> {
  return stack.client.graphql(VERIFY, { token: TOKEN, ...(credentials ? { credentials } : {}) });
}

describe('requestEmailChange', () => {
  it("sends the account's id and current email with the new one, trimmed, signed in", async () => {
    await stack.signIn();

    const reply = await requestChange('  new.address@example.com ');

    expect(reply.json.data).toEqual({ requestEmailChange: true });
    const call = stack.api.callsTo(SEND_PATH)[0];
    expect(call?.headers.authorization).toMatch(/^Bearer /);
    expect(call?.body).toEqual({
      accountId: stack.api.accountDetails.account.id,
      currentEmail: stack.api.accountDetails.account.email,
      newEmail: 'new.address@example.com',
    });
  });

  it('needs a session', async () => {
    expect(errorCodes(await requestChange('new@example.com'))).toEqual(['UNAUTHENTICATED']);
    expect(stack.api.callsTo(SEND_PATH)).toHaveLength(0);
  });

  it('refuses a bad address and the current one without calling the API', async () => {
    await stack.signIn();
    expect(errorCodes(await requestChange('nope'))).toEqual(['auth.invalidEmail']);
    const current = stack.api.accountDetails.account.email.toUpperCase();
    expect(errorCodes(await requestChange(current))).toEqual(['emailChange.sameEmail']);
    expect(stack.api.callsTo(SEND_PATH)).toHaveLength(0);
  });

  it.each([
    [
      { status: 422, body: { code: 'emailChange.emailInUse', message: 'x', show: true } },
      'emailChange.emailInUse',
    ],
    [{ status: 200, body: { status: false, message: '' } }, 'emailChange.failed'],
    [{ status: 500 }, 'emailChange.failed'],
  ])('turns %j into %s', async (reply, code) => {
    await stack.signIn();
    answer(SEND_PATH, reply);
    expect(errorCodes(await requestChange('new@example.com'))).toEqual([code]);
  });

  it('is refused while the feature is Disabled', async () => {
    stack.api.config = { ...stack.api.config, featureEmailChange: 'Disabled' };
    await stack.signIn();
    expect(errorCodes(await requestChange('new@example.com'))).toEqual(['emailChange.disabled']);
  });
});

describe('verifyEmailChange', () => {
  it('signed in: verifies the token for the session and then ends the session', async () => {
    await stack.signIn();

    const reply = await verify();

    expect(reply.json.data).toEqual({ verifyEmailChange: true });
    expect(stack.api.callsTo(VERIFY_PATH)[0]?.headers.authorization).toMatch(/^Bearer /);
    expect(await stack.signedIn()).toBe(false);
  });

  it('signed out: signs in with the email and password first', async () => {
    const reply = await verify(CREDENTIALS);

    expect(reply.json.data).toEqual({ verifyEmailChange: true });
    expect(stack.api.callsTo('/v1/auth/token')[0]?.body).toMatchObject({
      username: CREDENTIALS.email,
    });
    expect(stack.api.callsTo(VERIFY_PATH)).toHaveLength(1);
    expect(await stack.signedIn()).toBe(false);
  });

  it('signed out without credentials: UNAUTHENTICATED, and the token is not spent', async () => {
    expect(errorCodes(await verify())).toEqual(['UNAUTHENTICATED']);
    expect(stack.api.callsTo(VERIFY_PATH)).toHaveLength(0);
  });

  it('says the user could not be verified when the password is wrong, and spends nothing', async () => {
    const reply = await verify({ ...CREDENTIALS, password: 'Wrong-pass1!' });
    expect(errorCodes(reply)).toEqual(['emailChange.credentialsRefused']);
    expect(stack.api.callsTo(VERIFY_PATH)).toHaveLength(0);
  });

  it('says common.tooManyRequests when the sign-in meets its limit (429, issue 21), not a refusal', async () => {
    answer('/v1/auth/token', {
      status: 429,
      body: { code: 'rateLimit.exceeded', message: 'Too many requests', show: false },
    });
    const reply = await verify(CREDENTIALS);
    expect(errorCodes(reply)).toEqual(['common.tooManyRequests']);
    expect(stack.api.callsTo(VERIFY_PATH)).toHaveLength(0);
  });

  it("shows the server's message for a refused link, and a false status's message", async () => {
    await stack.signIn();
    const message = 'Update process could not be completed. Please try again later.';
    answer(VERIFY_PATH, {
      status: 422,
      body: { code: 'emailChange.invalidToken', message, show: true },
    });
    const refused = await verify();
    expect(errorCodes(refused)).toEqual(['emailChange.failed']);
    expect(refused.json.errors?.[0]?.extensions?.['serverMessage']).toBe(message);

    answer(VERIFY_PATH, { status: 200, body: { status: false, message: 'Link already used' } });
    const falseStatus = await verify();
    expect(falseStatus.json.errors?.[0]?.extensions?.['serverMessage']).toBe('Link already used');
  });

  it('is refused while the feature is Disabled, before anything is sent', async () => {
    stack.api.config = { ...stack.api.config, featureEmailChange: 'Disabled' };
    expect(errorCodes(await verify(CREDENTIALS))).toEqual(['emailChange.disabled']);
    expect(stack.api.callsTo('/v1/auth/token')).toHaveLength(0);
  });
});
