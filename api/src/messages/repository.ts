/** Message threads in the database (Drizzle): the patient's own, their messages, and changes to them. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { messageThreads, threadMessages, type MessageReadState } from '../db/schema';

export type ThreadRow = typeof messageThreads.$inferSelect;
export type ThreadMessageRow = typeof threadMessages.$inferSelect;
export type NewThread = typeof messageThreads.$inferInsert;

/** When a thread last saw a message: its last reply, else its first message. */
const lastActivity = sql`coalesce(${messageThreads.lastReplyAt}, ${messageThreads.sentAt})`;

/** The patient's threads with their message counts, latest activity first (spec part 2 'Messages list'). */
export async function listThreads(
  db: Queryable,
  patientId: string,
): Promise<{ thread: ThreadRow; messageCount: number }[]> {
  return db
    .select({ thread: messageThreads, messageCount: count(threadMessages.id) })
    .from(messageThreads)
    .leftJoin(threadMessages, eq(threadMessages.threadId, messageThreads.id))
    .where(eq(messageThreads.patientId, patientId))
    .groupBy(messageThreads.id)
    .orderBy(desc(lastActivity), desc(messageThreads.id));
}

/** One of the patient's threads (anyone else's is not found); `forUpdate` locks it until the transaction ends. */
export async function findOwnThread(
  db: Queryable,
  patientId: string,
  threadId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ThreadRow | undefined> {
  const query = db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.id, threadId), eq(messageThreads.patientId, patientId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The thread's messages, oldest first. */
export async function listThreadMessages(
  db: Queryable,
  threadId: string,
): Promise<ThreadMessageRow[]> {
  return db
    .select()
    .from(threadMessages)
    .where(eq(threadMessages.threadId, threadId))
    .orderBy(asc(threadMessages.sentAt), asc(threadMessages.createdAt));
}

/** Starts a thread with its first message; answers the thread's id. */
export async function insertThread(
  db: Queryable,
  thread: NewThread & { sentAt: Date },
  body: string,
  fromPatient: boolean,
): Promise<string> {
  const [created] = await db
    .insert(messageThreads)
    .values(thread)
    .returning({ id: messageThreads.id });
  if (!created) throw new Error('message thread not created');
  await db.insert(threadMessages).values({
    threadId: created.id,
    fromPatient,
    body,
    sentAt: thread.sentAt,
  });
  return created.id;
}

/**
 * Adds a reply to the thread and moves its last activity; a reply from the practice makes the thread unread
 * for the patient, one from the patient leaves the read state as it was.
 */
export async function appendReply(
  db: Queryable,
  threadId: string,
  reply: { fromPatient: boolean; body: string; sentAt: Date },
): Promise<void> {
  await db.insert(threadMessages).values({ threadId, ...reply });
  await db
    .update(messageThreads)
    .set({
      lastReplyAt: reply.sentAt,
      ...(reply.fromPatient ? {} : { readState: 'Unread' }),
    })
    .where(eq(messageThreads.id, threadId));
}

/** Sets the thread's read state. */
export async function setReadState(
  db: Queryable,
  threadId: string,
  readState: MessageReadState,
): Promise<void> {
  await db.update(messageThreads).set({ readState }).where(eq(messageThreads.id, threadId));
}

/** Deletes the patient's thread with its messages; false when it was not theirs or already gone. */
export async function deleteOwnThread(
  db: Queryable,
  patientId: string,
  threadId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(messageThreads)
    .where(and(eq(messageThreads.id, threadId), eq(messageThreads.patientId, patientId)))
    .returning({ id: messageThreads.id });
  return deleted.length === 1;
}
