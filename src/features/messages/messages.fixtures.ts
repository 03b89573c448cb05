import type {
  MessagesScreenQuery,
  MessageThreadScreenQuery,
  NewMessageScreenQuery,
  ReplyMessageScreenQuery,
} from '../../gql/graphql';

/** Examples shared by the messages stories and tests, shaped as the gateway answers them. */
type Thread = MessagesScreenQuery['messageThreads'][number];
type ThreadDetail = NonNullable<MessageThreadScreenQuery['messageThread']>;

export const threadIds = {
  unread: '5eed0000-0000-4000-8000-000000000f51',
  read: '5eed0000-0000-4000-8000-000000000f53',
} as const;

/**
 * When the fixtures load, so 'today' for the list whenever the tests run: an hour earlier was yesterday for the
 * first hour of every day, and the list then showed a date instead of a time.
 */
const justNow = new Date().toISOString();

/** The practice replied an hour ago: unread, with a subject. */
export const unreadThread: Thread = {
  id: threadIds.unread,
  recipientName: 'Prescriptions team',
  subject: 'Repeat prescription for my inhaler',
  lastActivityAt: justNow,
  unread: true,
};

/** Read, no subject, on 3 March 2026. */
export const readThread: Thread = {
  id: threadIds.read,
  recipientName: 'Dr Amir Khan',
  subject: null,
  lastActivityAt: '2026-03-03T12:00:00.000Z',
  unread: false,
};

export function messagesData(
  threads: Thread[] = [unreadThread, readThread],
  messageSubjects = true,
): { data: MessagesScreenQuery } {
  return { data: { me: { features: { messageSubjects } }, messageThreads: threads } };
}

export const recipients: NewMessageScreenQuery['messageRecipients'] = [
  { recipientGuid: '5eed0000-0000-4000-8000-00000000f001', name: 'Dr Priya Shah' },
  { recipientGuid: '5eed0000-0000-4000-8000-00000000f004', name: 'Prescriptions team' },
];

export function newMessageData(messageSubjects = true): { data: NewMessageScreenQuery } {
  return { data: { me: { features: { messageSubjects } }, messageRecipients: recipients } };
}

export function replyData(messageSubjects = true, found = true): { data: ReplyMessageScreenQuery } {
  return {
    data: {
      me: { features: { messageSubjects } },
      messageThread: found
        ? {
            id: threadIds.unread,
            recipientGuid: '5eed0000-0000-4000-8000-00000000f004',
            recipientName: 'Prescriptions team',
            subject: 'Repeat prescription for my inhaler',
          }
        : null,
    },
  };
}

/** Markup a patient typed, which must come back as text (issue #16). */
export const markupBody = '<script>alert("x")</script>\n<img src=x onerror="alert(1)">';

export const threadDetail: ThreadDetail = {
  id: threadIds.unread,
  subject: 'Repeat prescription for my inhaler',
  unread: true,
  messages: [
    {
      fromPatient: true,
      senderName: 'Mia Mercer',
      recipientName: 'Prescriptions team',
      sentAt: '2026-03-01T09:30:00.000Z',
      body: markupBody,
    },
    {
      fromPatient: false,
      senderName: 'Prescriptions team',
      recipientName: 'Mia Mercer',
      sentAt: '2026-03-02T14:00:00.000Z',
      body: 'We have added your inhaler back to your repeat medicines.',
    },
  ],
};

export function threadData(
  thread: ThreadDetail | null = threadDetail,
  messageSubjects = true,
): { data: MessageThreadScreenQuery } {
  return { data: { me: { features: { messageSubjects } }, messageThread: thread } };
}
