/** The six message calls' bodies and answers (spec part 2 §3 Message, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH } from '../contract';
import {
  nonBlankString,
  nullable,
  onlyValue,
  optionalOrNull,
  strictObject,
  stringEnum,
  uuid,
} from '../http/schemas';

const isoDateTime = Type.String({ description: 'ISO 8601, UTC.' });

export const MessageRecipient = Type.Object({
  recipientGuid: Type.String(),
  name: Type.String(),
});

const readStates = ['Read', 'Unread'] as const;

/** A thread as the list shows it (spec part 2 §3 Message). */
export const MessageSummary = Type.Object({
  messageId: Type.String(),
  subject: nullable(Type.String()),
  sentDateTime: isoDateTime,
  lastReplyDateTime: nullable(isoDateTime),
  replyCount: Type.Integer({ minimum: 0 }),
  /** The thread's recipients; a patient writes to one. */
  recipients: Type.Array(MessageRecipient),
  messageReadState: stringEnum(readStates),
});
export type MessageSummary = Static<typeof MessageSummary>;

/** One message of a thread: who wrote it, to whom, when, and its text (plain text, never markup). */
export const ThreadEntry = Type.Object({
  fromPatient: Type.Boolean(),
  senderName: Type.String(),
  recipientName: Type.String(),
  sentDateTime: isoDateTime,
  messageBody: Type.String({ description: 'Plain text as written; clients show it as text.' }),
});
export type ThreadEntry = Static<typeof ThreadEntry>;

/** A thread with its messages, oldest first (spec part 2 'Message thread'). */
export const MessageDetail = Type.Composite([
  MessageSummary,
  Type.Object({
    /** The first message's text. */
    messageBody: Type.String(),
    /** Every message of the thread, the first included, oldest first. */
    messages: Type.Array(ThreadEntry),
  }),
]);
export type MessageDetail = Static<typeof MessageDetail>;

export const MessageIdParams = strictObject({ messageId: uuid });

/**
 * spec part 2 §5, §7: recipient, subject and body, non-blank; replyToMessageId when replying. The limits are
 * the shared rules' (api/src/contract/message-rules.ts): past them, 400 with the field's `maxLength` reason.
 */
export const SendMessageBody = strictObject({
  recipient: uuid,
  subject: nonBlankString(MESSAGE_SUBJECT_MAX_LENGTH),
  messageBody: nonBlankString(MESSAGE_BODY_MAX_LENGTH),
  replyToMessageId: optionalOrNull(uuid),
});
export type SendMessageBody = Static<typeof SendMessageBody>;

/** spec part 2 §7 'Update message status': messageReadState 'Read'. */
export const UpdateMessageStatusBody = strictObject({
  messageId: uuid,
  messageReadState: onlyValue('Read'),
});

export const DeleteMessageBody = strictObject({ messageId: uuid });
