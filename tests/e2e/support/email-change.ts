import { expect } from '../fixtures/test';
import { apiHeaders } from './demo-data';
import { linkFromNewMail, mailTo } from './outbox';
import { e2eApiURL, e2eBaseURL } from './stack';

/** The start of the link the email-change mail carries (docs/rest-api.md sendEmailChange). */
export const emailChangeLinkStart = `${e2eBaseURL}/verify-new-email/`;

/**
 * Asks the API to change `currentEmail`'s address to `newEmail` as the signed-in account, and returns the
 * link mailed to the new address. The journeys of the verify screen start the change here (profile.spec.ts
 * asks for it through My profile, as a person would) and follow the mailed link in the browser.
 */
export async function requestEmailChangeDirectly(
  currentEmail: string,
  newEmail: string,
): Promise<string> {
  const headers = await apiHeaders(currentEmail);
  const details = await fetch(`${e2eApiURL}/v1/accounts/details`, { headers });
  const { account } = (await details.json()) as { account: { id: string } };
  const before = (await mailTo(newEmail)).length;
  const send = await fetch(`${e2eApiURL}/v1/accounts/email-change`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ currentEmail, newEmail, accountId: account.id }),
  });
  expect(send.status, 'sendEmailChange').toBe(200);
  return linkFromNewMail(newEmail, before, emailChangeLinkStart);
}

/** Changes the address straight through the API (request, then verify with the mailed token). */
export async function changeEmailDirectly(currentEmail: string, newEmail: string): Promise<void> {
  const link = await requestEmailChangeDirectly(currentEmail, newEmail);
  const token = link.slice(emailChangeLinkStart.length);
  const verify = await fetch(`${e2eApiURL}/v1/accounts/email-change/${token}`, {
    headers: await apiHeaders(currentEmail),
  });
  expect(verify.status, 'verifyEmailChange').toBe(200);
}
