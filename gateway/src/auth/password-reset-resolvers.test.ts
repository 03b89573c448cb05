import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeReply } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes, type GraphQLReply } from '../testing/gateway-client';
import { COMPLETE_PASSWORD_RESET, REQUEST_PASSWORD_RESET } from '../testing/operations';

const REQUEST_PATH = '/v1/accounts/password-reset';
const COMPLETE_PATH = '/v1/accounts/password-reset/complete';
const NEW_PASSWORD = 'N3w-Password!';

let stack: FakeStack;

beforeEach(async () => {
  stack = await startFakeStack();
  // The REST contract's two calls, answered as the API does when all is well: 204, no body.
  answer(REQUEST_PATH, { status: 204 });
  answer(COMPLETE_PATH, { status: 204 });
});

afterEach(() => stack.stop());

/** Has the stand-in API answer `path` with `reply`. */
function answer(path: string, reply: FakeReply): void {
  stack.api.overrides.set(path, () => reply);
}

function refusal(status: number, code: string, extra: Record<string, unknown> = {}): FakeReply {
  return { status, body: { code, message: `fake ${code}`, show: false, ...extra } };
}

function requestReset(email: string): Promise<GraphQLReply> {
  return stack.client.graphql(REQUEST_PASSWORD_RESET, { email });
}

function completeReset(token: string, newPassword = NEW_PASSWORD): Promise<GraphQLReply> {
  return stack.client.graphql(COMPLETE_PASSWORD_RESET, { token, newPassword });
}

/** The client headers every call carries, and no bearer token: these calls are public. */
function expectPublicCall(path: string): void {
  const call = stack.api.callsTo(path)[0];
  expect(call?.method).toBe('POST');
  expect(call?.headers).toMatchObject({
    'x-api-key': 'test-api-key',
    'x-version': '2.7.8',
    'x-platform': 'Web',
  });
  expect(call?.headers.authorization).toBeUndefined();
}

/** Both operations: the REST call each makes, and what it sends for the input given. */
const operations = [
  {
    name: 'requestPasswordReset',
    path: REQUEST_PATH,
    send: () => requestReset('  pat@example.com\t'),
    // The email trimmed, with the platform.
    sent: { email: 'pat@example.com', platform: 'web' },
  },
  {
    name: 'completePasswordReset',
    path: COMPLETE_PATH,
    send: () => completeReset('token-123', ' pass Word1! '),
    // The password exactly as typed.
    sent: { token: 'token-123', newPassword: ' pass Word1! ' },
  },
];

describe.each(operations)('$name', ({ name, path, send, sent }) => {
  it('makes its public call as the REST contract says, and answers true', async () => {
    const reply = await send();

    expect(reply.json).toEqual({ data: { [name]: true } });
    expect(stack.api.callsTo(path).map((call) => call.body)).toEqual([sent]);
    expectPublicCall(path);
    // Neither starts a session nor touches one.
    expect(reply.setCookies).toEqual([]);
  });

  it('sends no bearer token even for a signed-in user, and keeps their session', async () => {
    await stack.signIn();
    const reply = await send();

    expect(reply.json.data).toEqual({ [name]: true });
    expectPublicCall(path);
    expect(stack.client.cookies.has('session')).toBe(true);
  });

  it.each([
    ['a server error', { status: 500, body: { code: 'x', message: 'boom', show: true } }],
    ['an unexpected 422', refusal(422, 'something.else')],
    ['a refusal of the request', refusal(400, 'validation')],
    ['a refusal of the API key', refusal(401, 'apiKey.invalid')],
  ])('fails with auth.passwordResetFailed on %s, without its text', async (_case, reply) => {
    answer(path, reply);
    const result = await send();
    expect(errorCodes(result)).toEqual(['auth.passwordResetFailed']);
    expect(result.json.errors?.[0]?.message).toBe('auth.passwordResetFailed');
    expect(result.text).not.toContain('boom');
  });

  it('fails with auth.passwordResetFailed when the API cannot be reached', async () => {
    await stack.api.stop();
    expect(errorCodes(await send())).toEqual(['auth.passwordResetFailed']);
  });
});

describe('requestPasswordReset checks', () => {
  it.each(['', '   ', 'pat', 'pat@', 'pat.example.com', 'pat smith@example.com'])(
    'refuses the email %j with auth.invalidEmail, without calling the API',
    async (email) => {
      const reply = await requestReset(email);
      expect(errorCodes(reply)).toEqual(['auth.invalidEmail']);
      expect(reply.json.errors?.[0]?.message).toBe('auth.invalidEmail');
      expect(stack.api.calls).toHaveLength(0);
    },
  );
});

describe('completePasswordReset refusals', () => {
  it('says auth.passwordResetExpired for an unknown, used or expired token', async () => {
    answer(COMPLETE_PATH, refusal(422, 'passwordReset.invalidToken'));
    const reply = await completeReset('used-token');
    expect(errorCodes(reply)).toEqual(['auth.passwordResetExpired']);
    expect(reply.json.errors?.[0]?.message).toBe('auth.passwordResetExpired');
  });

  it('says auth.passwordTooWeak, with the field reasons, for a password that breaks the rule', async () => {
    answer(
      COMPLETE_PATH,
      refusal(422, 'password.tooWeak', { reasons: [{ field: 'newPassword', reason: 'tooWeak' }] }),
    );
    const reply = await completeReset('token-123', 'weak');
    expect(errorCodes(reply)).toEqual(['auth.passwordTooWeak']);
    expect(reply.json.errors?.[0]?.extensions?.['reasons']).toEqual([
      { field: 'newPassword', reason: 'tooWeak' },
    ]);
  });

  it('says auth.passwordResetExpired for a token the API cannot read (a mangled link)', async () => {
    answer(
      COMPLETE_PATH,
      refusal(400, 'validation', { reasons: [{ field: 'token', reason: 'pattern' }] }),
    );
    expect(errorCodes(await completeReset('not a token%'))).toEqual(['auth.passwordResetExpired']);
  });

  it('does not take another refused field for an invalid link', async () => {
    answer(
      COMPLETE_PATH,
      refusal(400, 'validation', { reasons: [{ field: 'newPassword', reason: 'maxLength' }] }),
    );
    expect(errorCodes(await completeReset('token-123'))).toEqual(['auth.passwordResetFailed']);
  });

  it('does not take a server error for an expired link', async () => {
    answer(COMPLETE_PATH, refusal(500, 'passwordReset.invalidToken'));
    expect(errorCodes(await completeReset('token-123'))).toEqual(['auth.passwordResetFailed']);
  });

  it.each([
    ['a blank token', '  ', NEW_PASSWORD, 'auth.passwordResetExpired'],
    ['an empty password', 'token-123', '', 'auth.passwordTooWeak'],
  ])('refuses %s without calling the API', async (_case, token, newPassword, code) => {
    const reply = await completeReset(token, newPassword);
    expect(errorCodes(reply)).toEqual([code]);
    expect(stack.api.calls).toHaveLength(0);
  });
});
