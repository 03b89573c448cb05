import type {
  MessageThread,
  MessageThreadDetail,
  SendMessageInput,
} from '../generated/resolvers-types';
import type { RestBody } from '../upstream/rest-api-types';
import type { RestMessageDetail, RestMessageSummary } from './messages-upstream';

/** A REST thread → the list's thread: its first recipient, and its last activity (spec part 2 'Messages list'). */
export function mapThread(rest: RestMessageSummary): MessageThread {
  return {
    id: rest.messageId,
    recipientName: rest.recipients[0]?.name ?? '',
    subject: rest.subject,
    lastActivityAt: rest.lastReplyDateTime ?? rest.sentDateTime,
    replyCount: rest.replyCount,
    unread: rest.messageReadState !== 'Read',
  };
}

/** Latest activity first (spec part 2 'Messages list'), whatever order the API answered in. */
export function byLastActivity(threads: MessageThread[]): MessageThread[] {
  return [...threads].sort(
    (a, b) => Date.parse(b.lastActivityAt) - Date.parse(a.lastActivityAt) || (a.id < b.id ? 1 : -1),
  );
}

export function mapThreadDetail(rest: RestMessageDetail): MessageThreadDetail {
  return {
    id: rest.messageId,
    recipientGuid: rest.recipients[0]?.recipientGuid ?? '',
    recipientName: rest.recipients[0]?.name ?? '',
    subject: rest.subject,
    unread: rest.messageReadState !== 'Read',
    messages: rest.messages.map((message) => ({
      fromPatient: message.fromPatient,
      senderName: message.senderName,
      recipientName: message.recipientName,
      sentAt: message.sentDateTime,
      body: message.messageBody,
    })),
  };
}

/** The form's message → the send call's body, subject and body trimmed (spec part 2 §5, §7). */
export function toSendBody(input: SendMessageInput): RestBody<'sendMessage'> {
  return {
    recipient: input.recipientGuid.trim(),
    subject: input.subject.trim(),
    messageBody: input.body.trim(),
    replyToMessageId: input.replyToId ?? null,
  };
}
