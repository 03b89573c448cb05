import { expect } from '../fixtures/test';
import { clientHeaders } from './demo-data';
import { e2eApiURL } from './stack';

/** A message as the API's development outbox lists it (docs/rest-api.md, GET /v1/dev/outbox). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

/** The messages sent to `email`, newest first: the mail a user would find in their inbox. */
export async function mailTo(email: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${e2eApiURL}/v1/dev/outbox?to=${encodeURIComponent(email)}`, {
    headers: clientHeaders,
  });
  if (!response.ok) throw new Error(`API outbox answered ${response.status}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * Waits for a new message to `email` (more than `countBefore`) and returns the link in it that starts with
 * `linkStart`, as a user would follow it from their inbox.
 */
export async function linkFromNewMail(
  email: string,
  countBefore: number,
  linkStart: string,
): Promise<string> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(async () => (messages = await mailTo(email)).length, { timeout: 10_000 })
    .toBeGreaterThan(countBefore);
  const link = messages[0]!.links.find((candidate) => candidate.startsWith(linkStart));
  if (!link) throw new Error(`no link starting ${linkStart} in "${messages[0]!.subject}"`);
  return link;
}
