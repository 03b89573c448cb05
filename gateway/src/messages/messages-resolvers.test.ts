import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkToGp, type FakeReply, type ReceivedCall } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes } from '../testing/gateway-client';
import type { RestMessageDetail, RestMessageSummary } from './messages-upstream';

const THREADS = /* GraphQL */ `
  query Threads {
    messageThreads {
      id
      recipientName
      subject
      lastActivityAt
      unread
    }
    unreadMessageCount
  }
`;
const THREAD = /* GraphQL */ `
  query Thread($id: ID!) {
    messageThread(id: $id) {
      id
      recipientGuid
      subject
      messages {
        fromPatient
        senderName
        body
      }
    }
  }
`;
const RECIPIENTS = /* GraphQL */ `
  query Recipients {
    messageRecipients {
      recipientGuid
      name
    }
  }
`;
const UNREAD = /* GraphQL */ `
  query Unread {
    unreadMessageCount
  }
`;
const SEND = /* GraphQL */ `
  mutation Send($input: SendMessageInput!, $idempotencyKey: String) {
    sendMessage(input: $input, idempotencyKey: $idempotencyKey)
  }
`;
const READ = /* GraphQL */ `
  mutation Read($id: ID!) {
    markMessageRead(id: $id) {
      id
      unread
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteMessage(id: $id) {
      id
    }
  }
`;

const ID_OLD = '5eed0000-0000-4000-8000-000000000f51';
const ID_NEW = '5eed0000-0000-4000-8000-000000000f52';
const GUID = '5eed0000-0000-4000-8000-00000000f004';
const summary = (overrides: Partial<RestMessageSummary>): RestMessageSummary => ({
  messageId: ID_OLD,
  subject: 'Repeat prescription',
  sentDateTime: '2026-03-01T09:00:00.000Z',
  lastReplyDateTime: null,
  replyCount: 0,
  recipients: [{ recipientGuid: GUID, name: 'Prescriptions team' }],
  messageReadState: 'Read',
  ...overrides,
});
const detail: RestMessageDetail = {
  ...summary({}),
  messageBody: '<script>alert(1)</script>',
  messages: [
    {
      fromPatient: true,
      senderName: 'Mia Mercer',
      recipientName: 'Prescriptions team',
      sentDateTime: '2026-03-01T09:00:00.000Z',
      messageBody: '<script>alert(1)</script>',
    },
  ],
};
const input = { recipientGuid: GUID, subject: '  Hello  ', body: '  Line one\nLine two  ' };

let stack: FakeStack;
let threads: RestMessageSummary[];
beforeEach(async () => {
  stack = await startFakeStack();
  await stack.signIn();
  threads = [
    summary({}),
    summary({
      messageId: ID_NEW,
      subject: null,
      lastReplyDateTime: '2026-03-02T10:00:00.000Z',
      messageReadState: 'Unread',
    }),
  ];
  // GET lists, POST sends: one path, two calls.
  answer('/v1/messages', (call) =>
    call.method === 'GET'
      ? { status: 200, body: { messages: threads } }
      : { status: 200, body: { messageId: ID_OLD } },
  );
  answer(`/v1/messages/${ID_OLD}`, () => ({ status: 200, body: { message: detail } }));
  answer('/v1/messages/recipients', () => ({
    status: 200,
    body: { messageRecipients: [{ recipientGuid: GUID, name: 'Prescriptions team' }] },
  }));
  answer('/v1/messages/status', () => {
    threads = threads.map((thread) => ({ ...thread, messageReadState: 'Read' }));
    return { status: 204 };
  });
  answer('/v1/messages/delete', (call) => {
    const { messageId } = call.body as { messageId: string };
    threads = threads.filter((thread) => thread.messageId !== messageId);
    return { status: 204 };
  });
});
afterEach(() => stack.stop());

function answer(path: string, reply: (call: ReceivedCall) => FakeReply): void {
  stack.api.overrides.set(path, reply);
}
const refusal = (status: number, code: string, show = false): FakeReply => ({
  status,
  body: { code, message: show ? 'The practice’s system is down for maintenance.' : 'fake', show },
});
const sent = () =>
  stack.api
    .callsTo('/v1/messages')
    .filter((call) => call.method === 'POST')
    .map((call) => call.body);

describe('message threads', () => {
  it('lists threads by last activity with the first recipient, and counts the unread', async () => {
    linkToGp(stack.api);
    expect((await stack.client.graphql(THREADS)).json.data).toEqual({
      messageThreads: [
        {
          id: ID_NEW,
          recipientName: 'Prescriptions team',
          subject: null,
          lastActivityAt: '2026-03-02T10:00:00.000Z',
          unread: true,
        },
        {
          id: ID_OLD,
          recipientName: 'Prescriptions team',
          subject: 'Repeat prescription',
          lastActivityAt: '2026-03-01T09:00:00.000Z',
          unread: false,
        },
      ],
      unreadMessageCount: 1,
    });
    // The list and the badge share one read.
    expect(stack.api.callsTo('/v1/messages')).toHaveLength(1);
  });

  it('is empty and counts 0 without asking the API when the practice has messages off', async () => {
    linkToGp(stack.api, { practicePatientCommunicationEnabled: false });
    expect((await stack.client.graphql(THREADS)).json.data).toEqual({
      messageThreads: [],
      unreadMessageCount: 0,
    });
    expect(stack.api.callsTo('/v1/messages')).toHaveLength(0);
  });

  it('fails the list with messages.loadFailed, but only hides the badge', async () => {
    linkToGp(stack.api);
    answer('/v1/messages', () => ({ status: 503 }));
    expect(errorCodes(await stack.client.graphql(THREADS))).toEqual(['messages.loadFailed']);
    const badge = await stack.client.graphql(UNREAD);
    expect(badge.json).toEqual({ data: { unreadMessageCount: null } });
  });
});

describe('a thread and the recipients', () => {
  it('answers the thread with its messages as plain text, and null for an unknown or malformed id', async () => {
    linkToGp(stack.api);
    const found = await stack.client.graphql(THREAD, { id: ID_OLD });
    expect(found.json.data).toEqual({
      messageThread: {
        id: ID_OLD,
        recipientGuid: GUID,
        subject: 'Repeat prescription',
        messages: [
          { fromPatient: true, senderName: 'Mia Mercer', body: '<script>alert(1)</script>' },
        ],
      },
    });
    answer(`/v1/messages/${ID_NEW}`, () => refusal(404, 'message.notFound'));
    expect((await stack.client.graphql(THREAD, { id: ID_NEW })).json.data).toEqual({
      messageThread: null,
    });
    expect((await stack.client.graphql(THREAD, { id: '../orders' })).json.data).toEqual({
      messageThread: null,
    });
  });

  it('passes on the server’s message with detail and recipient failures, where it gives one', async () => {
    linkToGp(stack.api);
    answer(`/v1/messages/${ID_OLD}`, () => refusal(422, 'gp.unavailable', true));
    answer('/v1/messages/recipients', () => refusal(422, 'gp.unavailable', true));
    for (const [query, variables, code] of [
      [THREAD, { id: ID_OLD }, 'messages.detailFailed'],
      [RECIPIENTS, undefined, 'messages.recipientsFailed'],
    ] as const) {
      const reply = await stack.client.graphql(query, variables);
      expect(reply.json.errors?.[0]?.extensions).toEqual({
        code,
        serverMessage: 'The practice’s system is down for maintenance.',
      });
    }
    answer('/v1/messages/recipients', () => ({ status: 500 }));
    const plain = await stack.client.graphql(RECIPIENTS);
    expect(plain.json.errors?.[0]?.extensions).toEqual({ code: 'messages.recipientsFailed' });
  });
});

describe('sending, reading and deleting', () => {
  it('sends the message trimmed, a reply with its thread, with the attempt’s idempotency key', async () => {
    linkToGp(stack.api);
    const reply = await stack.client.graphql(SEND, {
      input: { ...input, replyToId: ID_OLD },
      idempotencyKey: 'attempt-1',
    });
    expect(reply.json.data).toEqual({ sendMessage: true });
    const sends = stack.api.callsTo('/v1/messages').filter((call) => call.method === 'POST');
    expect(sends.map((call) => call.headers['idempotency-key'])).toEqual(['attempt-1']);
    expect(sent()).toEqual([
      {
        recipient: GUID,
        subject: 'Hello',
        messageBody: 'Line one\nLine two',
        replyToMessageId: ID_OLD,
      },
    ]);
  });

  it('refuses blank or oversized fields before calling, with their own codes', async () => {
    linkToGp(stack.api);
    const cases = [
      [{ recipientGuid: ' ' }, 'messages.recipientRequired'],
      [{ subject: '  ' }, 'messages.subjectRequired'],
      [{ body: '\n ' }, 'messages.bodyRequired'],
      [{ subject: 's'.repeat(65) }, 'messages.subjectTooLong'],
      [{ body: 'b'.repeat(4001) }, 'messages.bodyTooLong'],
      [{ replyToId: 'not-a-thread' }, 'messages.sendFailed'],
    ] as const;
    for (const [change, code] of cases) {
      const reply = await stack.client.graphql(SEND, { input: { ...input, ...change } });
      expect(errorCodes(reply)).toEqual([code]);
    }
    expect(sent()).toEqual([]);
  });

  it('fails a refused send with messages.sendFailed', async () => {
    linkToGp(stack.api);
    answer('/v1/messages', (call) =>
      call.method === 'POST' ? { status: 503 } : { status: 200, body: { messages: threads } },
    );
    expect(errorCodes(await stack.client.graphql(SEND, { input }))).toEqual([
      'messages.sendFailed',
    ]);
  });

  it('marks a thread read and deletes one, answering the list as it is now', async () => {
    linkToGp(stack.api);
    expect((await stack.client.graphql(READ, { id: ID_NEW })).json.data).toEqual({
      markMessageRead: { id: ID_NEW, unread: false },
    });
    expect(stack.api.callsTo('/v1/messages/status')[0]?.body).toEqual({
      messageId: ID_NEW,
      messageReadState: 'Read',
    });
    expect((await stack.client.graphql(DELETE, { id: ID_NEW })).json.data).toEqual({
      deleteMessage: [{ id: ID_OLD }],
    });
    answer('/v1/messages/delete', () => ({ status: 503 }));
    expect(errorCodes(await stack.client.graphql(DELETE, { id: ID_OLD }))).toEqual([
      'messages.deleteFailed',
    ]);
  });
});
