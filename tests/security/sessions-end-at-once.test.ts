/**
 * Issue 21: a password reset completed from the emailed link, and an email change, end every session of the
 * account at once on every gateway instance, not at the sessions' next refresh. The API ends the account's
 * sign-ins (refresh token families) and refuses at once every access token naming one of them
 * (api/src/auth/refresh-tokens.ts signInStands), so each gateway's next call for such a session meets a 401,
 * its refresh is refused, and the session ends. Two gateway instances whose session stores do not reach each
 * other, each with a signed-in browser; the change is made from a third browser (reset) or from one of them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_PASSWORD, seedEmails } from '../../api/src/demo/seed-ids';
import { listOutbox } from '../../api/src/mail/outbox';
import { errorCodes, GatewayClient } from '../../gateway/src/testing/gateway-client';
import {
  COMPLETE_PASSWORD_RESET,
  ME,
  REQUEST_PASSWORD_RESET,
  SIGN_IN,
} from '../../gateway/src/testing/operations';
import { startSecurityStack, type SecurityStack } from './security-stack';

const REQUEST_EMAIL_CHANGE = /* GraphQL */ `
  mutation RequestEmailChange($newEmail: String!) {
    requestEmailChange(newEmail: $newEmail)
  }
`;
const VERIFY_EMAIL_CHANGE = /* GraphQL */ `
  mutation VerifyEmailChange($token: String!) {
    verifyEmailChange(token: $token)
  }
`;

const EMAIL = seedEmails.alexLinked;

let stack: SecurityStack;
/** Alex signed in on the first gateway and on another instance. */
let onFirst: GatewayClient;
let onOther: GatewayClient;

async function signedIn(client: GatewayClient): Promise<GatewayClient> {
  const reply = await client.graphql(SIGN_IN, { email: EMAIL, password: SEED_PASSWORD });
  expect(reply.json.errors).toBeUndefined();
  return client;
}

/** The token of the newest link mailed to `to`, where `tokenOf` finds it in the link. */
async function tokenMailedTo(
  to: string,
  tokenOf: (link: URL) => string | undefined,
): Promise<string> {
  const [newest] = (await listOutbox(stack.database.db, to)).sort(
    (a, b) => b.sentAt.getTime() - a.sentAt.getTime(),
  );
  const link = newest?.links[0];
  const token = link ? tokenOf(new URL(link)) : undefined;
  if (!token) throw new Error(`no link with a token mailed to ${to}`);
  return token;
}

/** Whether the browser's session still answers `me`, on its own gateway. */
async function stillSignedIn(client: GatewayClient): Promise<boolean> {
  const reply = await client.graphql(ME);
  if (errorCodes(reply).includes('UNAUTHENTICATED')) return false;
  expect(reply.json.errors).toBeUndefined();
  return true;
}

beforeEach(async () => {
  stack = await startSecurityStack();
  onFirst = await signedIn(stack.browser());
  onOther = await signedIn(new GatewayClient(await stack.anotherGateway()));
  // Both live, well within the access token's life (5 minutes): no refresh is due.
  expect(await stillSignedIn(onFirst)).toBe(true);
  expect(await stillSignedIn(onOther)).toBe(true);
}, 60_000);
afterEach(() => stack.stop());

describe('every session of the account ends at once (issue 21)', () => {
  it('when a password reset is completed from the emailed link, signed out elsewhere', async () => {
    const resetting = stack.browser();
    await resetting.graphql(REQUEST_PASSWORD_RESET, { email: EMAIL });
    const token = await tokenMailedTo(
      EMAIL,
      (link) => link.searchParams.get('resetPasswordToken') ?? undefined,
    );
    const reply = await resetting.graphql(COMPLETE_PASSWORD_RESET, {
      token,
      newPassword: 'Another-pass9!',
    });
    expect(reply.json.errors).toBeUndefined();

    expect(await stillSignedIn(onFirst)).toBe(false);
    expect(await stillSignedIn(onOther)).toBe(false);
    // The new password signs in afresh.
    const again = await stack
      .browser()
      .graphql(SIGN_IN, { email: EMAIL, password: 'Another-pass9!' });
    expect(again.json.errors).toBeUndefined();
  });

  it('when the email change is verified in one of the signed-in browsers', async () => {
    const newEmail = 'alex.changed@example.com';
    expect((await onFirst.graphql(REQUEST_EMAIL_CHANGE, { newEmail })).json.errors).toBeUndefined();
    // The link is /verify-new-email/<token>.
    const token = await tokenMailedTo(newEmail, (link) => link.pathname.split('/').pop());
    expect((await onFirst.graphql(VERIFY_EMAIL_CHANGE, { token })).json.errors).toBeUndefined();

    expect(await stillSignedIn(onFirst)).toBe(false);
    expect(await stillSignedIn(onOther)).toBe(false);
  });
});
