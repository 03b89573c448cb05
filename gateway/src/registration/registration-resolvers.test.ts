import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_PASSWORD, type FakeReply } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes, type GraphQLReply } from '../testing/gateway-client';

const START = /* GraphQL */ `
  mutation StartRegistration($email: String!, $marketingOptin: Boolean!) {
    startRegistration(email: $email, marketingOptin: $marketingOptin)
  }
`;
const VERIFY = /* GraphQL */ `
  mutation VerifyRegistrationEmail($token: String!) {
    verifyRegistrationEmail(token: $token) {
      email
    }
  }
`;
const REGISTRATION = /* GraphQL */ `
  query Registration {
    registration {
      email
    }
  }
`;
const COMPLETE = /* GraphQL */ `
  mutation CompleteRegistration($input: RegistrationDetailsInput!) {
    completeRegistration(input: $input) {
      destination
    }
  }
`;
const COMPLETE_WITH_LINKAGE = /* GraphQL */ `
  mutation CompleteRegistrationWithLinkage($input: LinkageRegistrationInput!) {
    completeRegistrationWithLinkage(input: $input) {
      destination
    }
  }
`;

const path = {
  uniqueCheck: '/v1/accounts/registration',
  createAccount: '/v1/accounts',
  resend: (segment: string) => `/v1/accounts/verification/${encodeURIComponent(segment)}`,
  verifyEmail: (token: string) => `/v1/accounts/verify-email/${token}`,
  signInUser: '/v1/accounts/sign-in-user',
  createPatient: '/v1/patients/registration',
  linkage: '/v1/accounts/linkage-registration',
  signIn: '/v1/auth/token',
};

const TOKEN = 'verification-token-1';
const PROOF = { accountId: 'acc-new', email: 'new@example.com', registrationToken: 'reg-proof-1' };
const DETAILS = {
  firstName: ' Robin ',
  lastName: 'Reid',
  phoneNumber: '07700 900123',
  dateOfBirth: '1985-04-12',
  password: FAKE_PASSWORD,
};
const LINKAGE = {
  surname: 'Reid',
  dateOfBirth: '1985-04-12',
  linkageKey: 'lkrobin 0101',
  odsCode: 'a12345',
  gpAccountId: '1000 101',
  password: FAKE_PASSWORD,
};
const DAY_MS = 24 * 60 * 60 * 1000;

let stack: FakeStack;
let now: number;

beforeEach(async () => {
  now = Date.UTC(2026, 10, 22, 9, 0);
  stack = await startFakeStack({ now: () => now });
  answer(path.uniqueCheck, ok({ accountId: null, accountStatus: null, b2CObjectId: null }));
  answer(
    path.createAccount,
    ok({ id: PROOF.accountId, email: PROOF.email, accountStatus: 'Created' }, 201),
  );
  answer(
    path.verifyEmail(TOKEN),
    ok({
      id: PROOF.accountId,
      email: PROOF.email,
      accountStatus: 'Verified',
      registrationToken: PROOF.registrationToken,
    }),
  );
  answer(path.signInUser, { status: 204 });
  answer(path.createPatient, ok({ patientId: 'pat-new' }, 201));
  answer(path.linkage, ok({ isSuccess: true, requiresLogin: true }));
});

afterEach(() => stack.stop());

function answer(at: string, reply: FakeReply): void {
  stack.api.overrides.set(at, () => reply);
}

function ok(body: unknown, status = 200): FakeReply {
  return { status, body };
}

function refusal(status: number, code: string, extra: Record<string, unknown> = {}): FakeReply {
  return { status, body: { code, message: `fake ${code}`, show: false, ...extra } };
}

function start(email = PROOF.email, marketingOptin = true): Promise<GraphQLReply> {
  return stack.client.graphql(START, { email, marketingOptin });
}

async function verified(): Promise<void> {
  const reply = await stack.client.graphql(VERIFY, { token: TOKEN });
  expect(reply.json.errors).toBeUndefined();
}

function complete(input: Record<string, string> = DETAILS): Promise<GraphQLReply> {
  return stack.client.graphql(COMPLETE, { input });
}

function completeWithLinkage(input: Record<string, string> = LINKAGE): Promise<GraphQLReply> {
  return stack.client.graphql(COMPLETE_WITH_LINKAGE, { input });
}

async function registrationEmail(): Promise<unknown> {
  const reply = await stack.client.graphql(REGISTRATION);
  return (
    (reply.json.data as { registration: { email: string } | null }).registration?.email ?? null
  );
}

function callCount(at: string): number {
  return stack.api.callsTo(at).length;
}

describe('startRegistration (the email step)', () => {
  it('creates the account for a new email, trimmed, with the marketing choice, and says the link was sent', async () => {
    const reply = await start('  new@example.com ', false);

    expect(reply.json.data).toEqual({ startRegistration: 'VERIFICATION_SENT' });
    expect(stack.api.callsTo(path.uniqueCheck)[0]?.body).toEqual({
      emailAddress: 'new@example.com',
    });
    const create = stack.api.callsTo(path.createAccount)[0];
    expect(create?.body).toEqual({
      email: 'new@example.com',
      platform: 'web',
      marketingOptin: false,
    });
    expect(create?.headers.authorization).toBeUndefined();
  });

  it.each(['Created', 'Verified'])(
    'sends the link again for an unfinished (%s) account, and creates nothing',
    async (accountStatus) => {
      answer(path.uniqueCheck, ok({ accountId: 'acc-7', accountStatus, b2CObjectId: null }));
      answer(path.resend('acc-7'), { status: 204 });

      expect((await start()).json.data).toEqual({ startRegistration: 'VERIFICATION_RESENT' });
      expect(callCount(path.resend('acc-7'))).toBe(1);
      expect(callCount(path.createAccount)).toBe(0);
    },
  );

  it('says an account exists for an ACTIVE email, and neither creates nor mails', async () => {
    answer(
      path.uniqueCheck,
      ok({ accountId: 'acc-8', accountStatus: 'ACTIVE', b2CObjectId: 'b2c' }),
    );

    expect((await start()).json.data).toEqual({ startRegistration: 'ACCOUNT_EXISTS' });
    expect(callCount(path.createAccount)).toBe(0);
    expect(callCount(path.resend('acc-8'))).toBe(0);
  });

  it('resends by email when another request created the account after the check', async () => {
    answer(path.createAccount, refusal(409, 'account.exists'));
    answer(path.resend(PROOF.email), { status: 204 });

    expect((await start()).json.data).toEqual({ startRegistration: 'VERIFICATION_RESENT' });
    expect(callCount(path.resend(PROOF.email))).toBe(1);
  });

  it('refuses an address that is not valid without calling the API', async () => {
    expect(errorCodes(await start('not-an-email'))).toEqual(['auth.invalidEmail']);
    expect(stack.api.calls).toHaveLength(0);
  });

  it('turns an API failure into the catalogue message for a failed send', async () => {
    answer(path.createAccount, refusal(500, 'server.error'));
    expect(errorCodes(await start())).toEqual(['registration.sendFailed']);
  });
});

describe('verifyRegistrationEmail (the link)', () => {
  it('remembers the verified registration in an httpOnly cookie that does not show the proof', async () => {
    const reply = await stack.client.graphql(VERIFY, { token: TOKEN });

    expect(reply.json.data).toEqual({ verifyRegistrationEmail: { email: PROOF.email } });
    expect(reply.text).not.toContain(PROOF.registrationToken);
    const setCookie = reply.setCookies.find((header) => header.startsWith('flow='));
    expect(setCookie).toMatch(/; HttpOnly;.*SameSite=Lax/);

    expect(await registrationEmail()).toBe(PROOF.email);
    const flow = stack.client.cookies.get('flow') ?? '';
    expect(flow).not.toBe('');
    expect(flow).not.toContain(PROOF.registrationToken);
    expect(flow).not.toContain(PROOF.accountId);
  });

  it('gives the invalid-token code for a used or expired link, and remembers nothing', async () => {
    answer(path.verifyEmail(TOKEN), refusal(422, 'verification.invalidToken'));

    expect(errorCodes(await stack.client.graphql(VERIFY, { token: TOKEN }))).toEqual([
      'registration.invalidToken',
    ]);
    expect(await registrationEmail()).toBeNull();
  });

  it('gives the invalid-token code for a link the API cannot read, and for a blank one', async () => {
    answer(
      path.verifyEmail('%25%25'),
      refusal(400, 'validation', { reasons: [{ field: 'token', reason: 'pattern' }] }),
    );
    expect(errorCodes(await stack.client.graphql(VERIFY, { token: '%%' }))).toEqual([
      'registration.invalidToken',
    ]);
    expect(errorCodes(await stack.client.graphql(VERIFY, { token: '  ' }))).toEqual([
      'registration.invalidToken',
    ]);
  });

  it('forgets the verified registration after a day', async () => {
    await verified();
    now += DAY_MS;
    expect(await registrationEmail()).toBeNull();
    expect(errorCodes(await complete())).toEqual(['registration.expired']);
  });
});

describe('completeRegistration (Create an Account)', () => {
  it('creates the sign-in user with the proof, signs in, then creates the patient and ends the registration', async () => {
    await verified();

    const reply = await complete();

    expect(reply.json.errors).toBeUndefined();
    expect(reply.json.data).toEqual({ completeRegistration: { destination: 'HOME' } });
    expect(stack.api.callsTo(path.signInUser)[0]?.body).toEqual({
      ...PROOF,
      firstName: 'Robin',
      lastName: 'Reid',
      password: FAKE_PASSWORD,
    });
    expect(stack.api.callsTo(path.signIn)[0]?.body).toMatchObject({ username: PROOF.email });
    const patient = stack.api.callsTo(path.createPatient)[0];
    expect(patient?.method).toBe('PUT');
    expect(patient?.headers.authorization).toMatch(/^Bearer /);
    expect(patient?.body).toMatchObject({
      accountId: PROOF.accountId,
      isRegCall: true,
      regVersion: 'V4Manual',
      lastRegSectionId: 'CreatePassword',
      regPlatform: 'web',
      firstName: 'Robin',
      lastName: 'Reid',
      primaryContactNumber: '07700 900123',
      dateOfBirth: '1985-04-12',
    });
    expect(await stack.signedIn()).toBe(true);
    expect(await registrationEmail()).toBeNull();
  });

  it('goes to choose pharmacy when the new patient has no pharmacy', async () => {
    stack.api.accountDetails = { ...stack.api.accountDetails, pharmacy: null };
    await verified();
    expect((await complete()).json.data).toEqual({
      completeRegistration: { destination: 'CHOOSE_PHARMACY' },
    });
  });

  it('needs a verified registration first, and calls nothing without one', async () => {
    expect(errorCodes(await complete())).toEqual(['registration.expired']);
    expect(stack.api.calls).toHaveLength(0);
  });

  it.each([
    ['a blank first name', { firstName: '  ' }, 'registration.fieldsRequired'],
    ['an empty password', { password: '' }, 'registration.fieldsRequired'],
    ['a day that does not exist', { dateOfBirth: '2001-02-29' }, 'registration.invalidDate'],
    ['a date in another format', { dateOfBirth: '12/04/1985' }, 'registration.invalidDate'],
  ])('refuses %s before calling the API', async (_name, change, code) => {
    await verified();
    const callsBefore = stack.api.calls.length;
    expect(errorCodes(await complete({ ...DETAILS, ...change }))).toEqual([code]);
    expect(stack.api.calls).toHaveLength(callsBefore);
  });

  it.each([
    [
      refusal(422, 'password.tooWeak', { reasons: [{ field: 'password', reason: 'tooWeak' }] }),
      'auth.passwordTooWeak',
    ],
    [refusal(422, 'registration.invalidToken'), 'registration.expired'],
    [refusal(409, 'account.alreadyActive'), 'registration.expired'],
    [refusal(500, 'server.error'), 'registration.createFailed'],
  ])('turns the API refusal %j into %s, signed out', async (reply, code) => {
    answer(path.signInUser, reply);
    await verified();
    expect(errorCodes(await complete())).toEqual([code]);
    expect(await stack.signedIn()).toBe(false);
  });

  it.each([
    ['patient.tooYoung', [{ field: 'dateOfBirth', reason: 'tooYoung' }], 'registration.tooYoung'],
    [
      'validation.rule',
      [{ field: 'primaryContactNumber', reason: 'invalidPhone' }],
      'registration.invalidPhone',
    ],
    [
      'validation.rule',
      [{ field: 'dateOfBirth', reason: 'invalidDate' }],
      'registration.invalidDate',
    ],
  ])('names the patient details the API refused (%s %j)', async (apiCode, reasons, code) => {
    answer(path.createPatient, refusal(422, apiCode, { reasons }));
    await verified();
    expect(errorCodes(await complete())).toEqual([code]);
  });

  it('after a failed patient creation, trying again creates the patient without a second sign-in user', async () => {
    answer(path.createPatient, refusal(500, 'server.error'));
    await verified();
    expect(errorCodes(await complete())).toEqual(['registration.createFailed']);

    answer(path.createPatient, ok({ patientId: 'pat-new' }, 201));
    const retry = await complete();

    expect(retry.json.errors).toBeUndefined();
    expect(callCount(path.signInUser)).toBe(1);
    expect(callCount(path.createPatient)).toBe(2);
  });
});

describe('completeRegistrationWithLinkage (Register now)', () => {
  it('sends the letter codes without spaces, in capitals, with the proof, then signs in', async () => {
    await verified();

    const reply = await completeWithLinkage();

    expect(reply.json.errors).toBeUndefined();
    expect(stack.api.callsTo(path.linkage)[0]?.body).toEqual({
      ...PROOF,
      surname: 'Reid',
      dateOfBirth: '1985-04-12',
      linkageDetails: {
        accountId: '1000101',
        linkageKey: 'LKROBIN0101',
        nationalPracticeCode: 'A12345',
      },
      deviceType: 'web',
      secondaryPatient: false,
      password: FAKE_PASSWORD,
    });
    expect(await stack.signedIn()).toBe(true);
    expect(await registrationEmail()).toBeNull();
  });

  it.each([
    [refusal(409, 'linkage.alreadyRegistered'), 'registration.linkageAlreadyRegistered'],
    [refusal(422, 'linkage.notFound'), 'registration.linkageNotFound'],
    [ok({ isSuccess: false, requiresLogin: false }), 'registration.createFailed'],
  ])('turns %j into %s and keeps the registration for another try', async (reply, code) => {
    answer(path.linkage, reply);
    await verified();
    expect(errorCodes(await completeWithLinkage())).toEqual([code]);
    expect(await stack.signedIn()).toBe(false);
    expect(await registrationEmail()).toBe(PROOF.email);
  });

  it('refuses a missing code before calling the API', async () => {
    await verified();
    const callsBefore = stack.api.calls.length;
    expect(errorCodes(await completeWithLinkage({ ...LINKAGE, linkageKey: ' ' }))).toEqual([
      'registration.fieldsRequired',
    ]);
    expect(stack.api.calls).toHaveLength(callsBefore);
  });
});
