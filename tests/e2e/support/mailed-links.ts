import { expect } from '../fixtures/test';
import { clientHeaders } from './demo-data';
import { linkFromNewMail, mailTo } from './outbox';
import { e2eApiURL, e2eBaseURL } from './stack';

/** The start of the link a password reset mail carries (docs/rest-api.md requestPasswordReset). */
export const resetLinkStart = `${e2eBaseURL}/reset-password?resetPasswordToken=`;
/** The start of the link a registration's verification mail carries (docs/rest-api.md createAccount). */
export const verifyLinkStart = `${e2eBaseURL}/register?verificationToken=`;

/**
 * Asks for a password reset for `email` as the forgot-password page does, and returns the link mailed to it.
 * Nothing changes until the link is used (earlier links stay valid; the password stays as it was).
 */
export async function requestPasswordResetDirectly(email: string): Promise<string> {
  const before = (await mailTo(email)).length;
  const request = await fetch(`${e2eApiURL}/v1/accounts/password-reset`, {
    method: 'POST',
    headers: clientHeaders,
    body: JSON.stringify({ email, platform: 'web' }),
  });
  expect(request.status, 'requestPasswordReset').toBe(204);
  return linkFromNewMail(email, before, resetLinkStart);
}

/**
 * Starts a registration for a new address as the email page does (createAccount), and returns the
 * verification link mailed to it. The account stays Created until the link is followed.
 */
export async function startRegistrationDirectly(email: string): Promise<string> {
  const create = await fetch(`${e2eApiURL}/v1/accounts`, {
    method: 'POST',
    headers: clientHeaders,
    body: JSON.stringify({ email, platform: 'web', marketingOptin: false }),
  });
  expect(create.status, 'createAccount').toBeLessThan(300);
  return linkFromNewMail(email, 0, verifyLinkStart);
}
