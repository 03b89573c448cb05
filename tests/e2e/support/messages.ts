import { apiHeaders } from './demo-data';
import { e2eApiURL } from './stack';

/**
 * Straight calls to the reference API's message calls and its development controls (docs/rest-api.md), for
 * journeys and crawl entries: the practice's side of a conversation, and putting the demo's threads back.
 */

interface ThreadSummary {
  messageId: string;
  subject: string | null;
  recipients: { name: string }[];
  messageReadState: 'Read' | 'Unread';
}

async function call(email: string, method: string, path: string, body?: object): Promise<Response> {
  const response = await fetch(`${e2eApiURL}${path}`, {
    method,
    headers: await apiHeaders(email),
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`API ${method} ${path} answered ${response.status}`);
  return response;
}

/** The account's threads as the API lists them, latest activity first. */
export async function threadsDirectly(email: string): Promise<ThreadSummary[]> {
  const response = await call(email, 'GET', '/v1/messages');
  return ((await response.json()) as { messages: ThreadSummary[] }).messages;
}

/** Puts the account's seeded threads back, and only those (POST /v1/dev/demo/messages). */
export async function restoreMessagesDirectly(email: string): Promise<void> {
  await call(email, 'POST', '/v1/dev/demo/messages', {});
}

/** Marks every thread of the account read, as opening each would: the journeys start with no badge. */
export async function readAllMessagesDirectly(email: string): Promise<void> {
  for (const thread of await threadsDirectly(email)) {
    if (thread.messageReadState === 'Read') continue;
    await call(email, 'PUT', '/v1/messages/status', {
      messageId: thread.messageId,
      messageReadState: 'Read',
    });
  }
}

/** The practice answers the thread (the development control), which makes it unread. */
export async function practiceRepliesDirectly(email: string, threadId: string): Promise<void> {
  await call(email, 'POST', `/v1/dev/messages/${threadId}/reply`, {});
}
