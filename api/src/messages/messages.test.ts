import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageThreads, threadMessages } from '../db/schema';
import { seedEmails, seedMessagePatientIds, seedMessageThreadIds } from '../demo/seed-ids';
import {
  accessTokensFor,
  expectError,
  forEachApiWithoutDevControls,
  startTestApi,
  type TestApi,
} from '../testing/test-api';
import type { MessageDetail, MessageSummary } from './message-schemas';

// The seed dates its threads from the real clock (hours and days ago), so the API's clock is the real one too.
const NOW = new Date();
const mia: string = seedEmails.miaMessages;
const PRESCRIPTIONS_TEAM = '5eed0000-0000-4000-8000-00000000f004';
const UNKNOWN_ID = '5eed0000-0000-4000-8000-0000000000ff';
const markup = ['<script>alert("x")</script>', '<img src=x onerror="alert(1)">'] as const;

describe('messages with the GP practice (spec part 2 §3, §4, §5, §7)', { timeout: 60_000 }, () => {
  let api: TestApi;
  let tokenOf: (email: string) => string;

  beforeAll(async () => {
    api = await startTestApi({ clock: () => NOW });
    tokenOf = await accessTokensFor(api, [
      mia,
      seedEmails.theoNoSubjects,
      seedEmails.maxMessagesOff,
      seedEmails.morganManual,
    ]);
  }, 120_000);
  afterAll(() => api.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, email = mia) =>
    api.call({ method, url, token: tokenOf(email), ...(payload ? { payload } : {}) });
  const list = async (email = mia) => {
    const response = await call('GET', '/v1/messages', undefined, email);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ messages: MessageSummary[] }>().messages;
  };
  const detail = async (id: string) => {
    const response = await call('GET', `/v1/messages/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ message: MessageDetail }>().message;
  };
  const send = (payload: object, email = mia) => call('POST', '/v1/messages', payload, email);
  const threadCount = async () =>
    (
      await api.database.db
        .select()
        .from(messageThreads)
        .where(eq(messageThreads.patientId, seedMessagePatientIds.miaMessages))
    ).length;

  it('lists the seeded threads, latest activity first, read and unread, with and without subjects', async () => {
    const threads = await list();
    expect(threads.map((thread) => thread.messageId)).toEqual([
      seedMessageThreadIds.miaRepeatUnread,
      seedMessageThreadIds.miaResultsUnread,
      seedMessageThreadIds.miaFluRead,
      seedMessageThreadIds.miaNoSubjectRead,
    ]);
    expect(threads.map((thread) => thread.messageReadState)).toEqual([
      'Unread',
      'Unread',
      'Read',
      'Read',
    ]);
    expect(threads[3]).toMatchObject({ subject: null, replyCount: 0, lastReplyDateTime: null });
    expect(threads[0]?.recipients).toEqual([
      { recipientGuid: PRESCRIPTIONS_TEAM, name: 'Prescriptions team' },
    ]);
  });

  it('lists the practice’s recipients', async () => {
    const response = await call('GET', '/v1/messages/recipients');
    expect(response.statusCode).toBe(200);
    const { messageRecipients } = response.json<{ messageRecipients: { name: string }[] }>();
    expect(messageRecipients.map((recipient) => recipient.name)).toContain('Prescriptions team');
  });

  it('stores markup in subject and body as plain text and gives it back verbatim', async () => {
    const response = await send({
      recipient: PRESCRIPTIONS_TEAM,
      subject: `  ${markup[0]}  `,
      messageBody: `${markup[1]}\n${markup[0]}\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { messageId } = response.json<{ messageId: string }>();
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const thread = await detail(messageId);
    expect(thread.subject).toBe(markup[0]);
    expect(thread.messageBody).toBe(`${markup[1]}\n${markup[0]}`);
    expect(thread.messages).toEqual([
      expect.objectContaining({
        fromPatient: true,
        senderName: 'Mia Mercer',
        recipientName: 'Prescriptions team',
        messageBody: `${markup[1]}\n${markup[0]}`,
      }),
    ]);
    expect((await list())[0]).toMatchObject({ messageId, messageReadState: 'Read' });
  });

  it('refuses a body of 4,001 characters or a subject of 65 with the field’s reason, storing nothing', async () => {
    const before = await threadCount();
    const longBody = await send({
      recipient: PRESCRIPTIONS_TEAM,
      subject: 'Too long',
      messageBody: 'a'.repeat(4001),
    });
    expect(expectError(longBody, 400, 'validation').reasons).toEqual([
      { field: 'messageBody', reason: 'maxLength' },
    ]);
    const longSubject = await send({
      recipient: PRESCRIPTIONS_TEAM,
      subject: 's'.repeat(65),
      messageBody: 'Hello',
    });
    expect(expectError(longSubject, 400, 'validation').reasons).toEqual([
      { field: 'subject', reason: 'maxLength' },
    ]);
    const blank = await send({ recipient: PRESCRIPTIONS_TEAM, subject: ' ', messageBody: 'Hi' });
    expect(expectError(blank, 400, 'validation').reasons).toEqual([
      { field: 'subject', reason: 'pattern' },
    ]);
    const atLimit = await send({
      recipient: PRESCRIPTIONS_TEAM,
      subject: 's'.repeat(64),
      messageBody: 'a'.repeat(4000),
    });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect(await threadCount()).toBe(before + 1);
  });

  it('refuses a recipient of another practice', async () => {
    const response = await send({
      recipient: '5eed0000-0000-4000-8000-00000000f011',
      subject: 'Hello',
      messageBody: 'Hello',
    });
    expect(expectError(response, 400, 'validation').reasons).toEqual([
      { field: 'recipient', reason: 'unknownRecipient' },
    ]);
  });

  it('replies in a thread, marks it read, and deletes it', async () => {
    const id = seedMessageThreadIds.miaResultsUnread;
    const reply = await send({
      recipient: '5eed0000-0000-4000-8000-00000000f001',
      subject: 'Blood test results',
      messageBody: 'Thank you',
      replyToMessageId: id,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const replied = await detail(id);
    expect(replied.replyCount).toBe(2);
    expect(replied.lastReplyDateTime).toBe(NOW.toISOString());
    expect(replied.messages.at(-1)).toMatchObject({ fromPatient: true, messageBody: 'Thank you' });
    expect(replied.messageReadState).toBe('Unread');

    const read = await call('PUT', '/v1/messages/status', {
      messageId: id,
      messageReadState: 'Read',
    });
    expect(read.statusCode, read.body).toBe(204);
    expect((await detail(id)).messageReadState).toBe('Read');

    const deleted = await call('POST', '/v1/messages/delete', { messageId: id });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await list()).map((thread) => thread.messageId)).not.toContain(id);
    const orphans = await api.database.db
      .select()
      .from(threadMessages)
      .where(eq(threadMessages.threadId, id));
    expect(orphans).toEqual([]);
  });

  it('refuses another patient’s thread exactly as an unknown one, for every call', async () => {
    const theirs = seedMessageThreadIds.theoDressingUnread;
    for (const id of [theirs, UNKNOWN_ID]) {
      const bodies = [
        await call('GET', `/v1/messages/${id}`),
        await call('PUT', '/v1/messages/status', { messageId: id, messageReadState: 'Read' }),
        await call('POST', '/v1/messages/delete', { messageId: id }),
        await send({
          recipient: PRESCRIPTIONS_TEAM,
          subject: 'Hello',
          messageBody: 'Hello',
          replyToMessageId: id,
        }),
        await call('POST', `/v1/dev/messages/${id}/reply`, {}),
      ].map((response) => expectError(response, 404, 'message.notFound'));
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    }
    expect((await list(seedEmails.theoNoSubjects)).map((thread) => thread.messageId)).toContain(
      theirs,
    );
  });

  it('refuses every call for a practice with messages off and an unlinked patient', async () => {
    for (const email of [seedEmails.maxMessagesOff, seedEmails.morganManual]) {
      expectError(
        await call('GET', '/v1/messages', undefined, email),
        403,
        'messages.notAvailable',
      );
      expectError(
        await send({ recipient: PRESCRIPTIONS_TEAM, subject: 'a', messageBody: 'b' }, email),
        403,
        'messages.notAvailable',
      );
    }
  });

  it('lets the practice reply (development control), which makes the thread unread', async () => {
    const id = seedMessageThreadIds.miaFluRead;
    const response = await call('POST', `/v1/dev/messages/${id}/reply`, {});
    expect(response.statusCode, response.body).toBe(200);
    const { message } = response.json<{ message: MessageDetail }>();
    expect(message.messageReadState).toBe('Unread');
    expect(message.messages.at(-1)).toMatchObject({
      fromPatient: false,
      senderName: 'Reception team',
      recipientName: 'Mia Mercer',
    });
    await forEachApiWithoutDevControls(api, async (app) => {
      const refused = await app.inject({
        method: 'POST',
        url: `/v1/dev/messages/${id}/reply`,
        headers: {
          'x-api-key': api.config.apiKey,
          'x-version': '2.7.8',
          'x-platform': 'Web',
          authorization: `Bearer ${tokenOf(mia)}`,
        },
        payload: {},
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json<{ code: string }>().code).toBe('route.notFound');
    });
  });

  it('puts the seeded threads back (development control)', async () => {
    const response = await call('POST', '/v1/dev/demo/messages', {});
    expect(response.statusCode, response.body).toBe(204);
    const threads = await list();
    expect(threads).toHaveLength(4);
    expect(threads.filter((thread) => thread.messageReadState === 'Unread')).toHaveLength(2);
  });
});
