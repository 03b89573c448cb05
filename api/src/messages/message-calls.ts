/** The message calls' work (spec part 2 §4, §5; issue #16), for ./routes.ts and ./dev-routes.ts. */
import type { Queryable } from '../db/database';
import {
  findMessageRecipient,
  messageRecipientsOf,
  type MessageRecipient,
} from '../gp-systems/message-recipients';
import { ApiError } from '../http/api-error';
import { messageNotFound, type MessageBox } from './message-box';
import type { MessageDetail, MessageSummary, SendMessageBody } from './message-schemas';
import {
  appendReply,
  deleteOwnThread,
  findOwnThread,
  insertThread,
  listThreadMessages,
  listThreads,
  setReadState,
  type ThreadRow,
} from './repository';

/** The patient's threads, latest activity first. */
export async function listMessages(db: Queryable, box: MessageBox): Promise<MessageSummary[]> {
  const rows = await listThreads(db, box.patientId);
  return rows.map(({ thread, messageCount }) => toSummary(thread, messageCount));
}

/** One of the patient's threads with its messages; 404 for an unknown thread or anyone else's. */
export async function getMessage(
  db: Queryable,
  box: MessageBox,
  threadId: string,
): Promise<MessageDetail> {
  const thread = await findOwnThread(db, box.patientId, threadId);
  if (!thread) throw messageNotFound();
  const messages = await listThreadMessages(db, thread.id);
  return {
    ...toSummary(thread, messages.length),
    messageBody: messages[0]?.body ?? '',
    messages: messages.map((message) => ({
      fromPatient: message.fromPatient,
      senderName: message.fromPatient ? box.patientName : thread.recipientName,
      recipientName: message.fromPatient ? thread.recipientName : box.patientName,
      sentDateTime: message.sentAt.toISOString(),
      messageBody: message.body,
    })),
  };
}

/** Who the patient may write to at their practice. */
export function listRecipients(box: MessageBox): readonly MessageRecipient[] {
  return messageRecipientsOf(box.practice.odsCode);
}

/**
 * Sends the patient's message, stored as typed (plain text): a new thread to one of the practice's recipients,
 * or with replyToMessageId a reply in one of the patient's threads, to that thread's recipient. Subject and
 * body are trimmed (spec part 2 §5); the schema has refused blank or oversized ones. Answers the thread's id.
 */
export async function sendMessage(
  db: Queryable,
  box: MessageBox,
  body: SendMessageBody,
  now: Date,
): Promise<string> {
  const recipient = findMessageRecipient(box.practice.odsCode, body.recipient);
  const messageBody = body.messageBody.trim();
  const replyTo = body.replyToMessageId ?? null;
  if (replyTo !== null) {
    return db.transaction(async (tx) => {
      const thread = await findOwnThread(tx, box.patientId, replyTo, { forUpdate: true });
      if (!thread) throw messageNotFound();
      if (thread.recipientGuid !== recipient?.recipientGuid) throw unknownRecipient();
      await appendReply(tx, thread.id, { fromPatient: true, body: messageBody, sentAt: now });
      return thread.id;
    });
  }
  if (!recipient) throw unknownRecipient();
  return insertThread(
    db,
    {
      patientId: box.patientId,
      practiceOdsCode: box.practice.odsCode,
      recipientGuid: recipient.recipientGuid,
      recipientName: recipient.name,
      subject: body.subject.trim(),
      readState: 'Read',
      sentAt: now,
    },
    messageBody,
    true,
  );
}

/** spec part 2 §4: opening a thread marks it Read; 404 for an unknown thread or anyone else's. */
export async function markMessageRead(
  db: Queryable,
  box: MessageBox,
  threadId: string,
): Promise<void> {
  const thread = await findOwnThread(db, box.patientId, threadId);
  if (!thread) throw messageNotFound();
  await setReadState(db, thread.id, 'Read');
}

/** Deletes one of the patient's threads (spec part 2 §4); 404 for an unknown thread or anyone else's. */
export async function deleteMessage(
  db: Queryable,
  box: MessageBox,
  threadId: string,
): Promise<void> {
  if (!(await deleteOwnThread(db, box.patientId, threadId))) throw messageNotFound();
}

/**
 * The practice answers (development control): a reply from the thread's recipient, which makes the thread
 * unread for the patient, so a tester sees a reply arrive.
 */
export async function replyAsPractice(
  db: Queryable,
  box: MessageBox,
  threadId: string,
  now: Date,
): Promise<MessageDetail> {
  await db.transaction(async (tx) => {
    const thread = await findOwnThread(tx, box.patientId, threadId, { forUpdate: true });
    if (!thread) throw messageNotFound();
    await appendReply(tx, thread.id, {
      fromPatient: false,
      body: `Thank you for your message. ${thread.recipientName} has read it and will reply within 2 working days.`,
      sentAt: now,
    });
  });
  return getMessage(db, box, threadId);
}

/** 400 `validation` on `recipient`: not one of the practice's, or not the thread's on a reply. */
function unknownRecipient(): ApiError {
  return new ApiError(400, 'validation', 'The recipient is not one of the practice’s.', {
    reasons: [{ field: 'recipient', reason: 'unknownRecipient' }],
  });
}

function toSummary(thread: ThreadRow, messageCount: number): MessageSummary {
  return {
    messageId: thread.id,
    subject: thread.subject,
    sentDateTime: thread.sentAt.toISOString(),
    lastReplyDateTime: thread.lastReplyAt?.toISOString() ?? null,
    replyCount: Math.max(0, messageCount - 1),
    recipients: [{ recipientGuid: thread.recipientGuid, name: thread.recipientName }],
    messageReadState: thread.readState,
  };
}
