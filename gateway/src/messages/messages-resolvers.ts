import {
  characterCount,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_SUBJECT_MAX_LENGTH,
} from '../../../api/src/contract';
import { loadMe } from '../account/load-me';
import type { GatewayContext } from '../context';
import { ErrorCode, errorCodeOf, gatewayError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { byLastActivity, mapThread, mapThreadDetail, toSendBody } from './messages-mapper';
import {
  deleteMessage,
  fetchMessage,
  fetchMessages,
  fetchRecipients,
  markMessageRead,
  sendMessage,
} from './messages-upstream';

/** A thread id is the API's uuid; anything else names no thread, so it is not sent. */
const THREAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Messages with the GP practice (spec part 2 'Messages list', 'New message or reply', 'Message thread'). */
export const messagesQuery: Pick<
  QueryResolvers,
  'messageThreads' | 'messageThread' | 'messageRecipients' | 'unreadMessageCount'
> = {
  messageThreads: async (_parent, _args, ctx) => {
    // spec part 2 §6: 'Messages need practicePatientCommunicationEnabled' (me.features.messages).
    if (!(await mayUseMessages(ctx))) return [];
    return threadsOf(ctx);
  },
  messageThread: async (_parent, { id }, ctx) => {
    if (!(await mayUseMessages(ctx))) throw gatewayError(ErrorCode.messageDetailFailed);
    if (!THREAD_ID.test(id)) return null;
    const thread = await fetchMessage(ctx, id);
    return thread ? mapThreadDetail(thread) : null;
  },
  messageRecipients: async (_parent, _args, ctx) => {
    if (!(await mayUseMessages(ctx))) throw gatewayError(ErrorCode.messageRecipientsFailed);
    return (await fetchRecipients(ctx)).map((recipient) => ({ ...recipient }));
  },
  unreadMessageCount: async (_parent, _args, ctx) => {
    try {
      if (!(await mayUseMessages(ctx))) return 0;
      return (await fetchMessages(ctx)).filter((thread) => thread.messageReadState !== 'Read')
        .length;
    } catch (error) {
      // An ended session is the whole operation's answer (the app goes to /login).
      if (errorCodeOf(error) === ErrorCode.unauthenticated) throw error;
      // spec part 1 §2: a badge; a failed read (logged by the upstream client) only leaves it off.
      return null;
    }
  },
};

export const messagesMutations: Pick<
  MutationResolvers,
  'sendMessage' | 'markMessageRead' | 'deleteMessage'
> = {
  sendMessage: async (_parent, { input, idempotencyKey }, ctx) => {
    const body = toSendBody(input);
    // spec part 2 §5: recipient, subject and body non-blank after trimming; issue #16's limits.
    if (body.recipient === '') throw gatewayError(ErrorCode.messageRecipientRequired);
    if (body.subject === '') throw gatewayError(ErrorCode.messageSubjectRequired);
    if (body.messageBody === '') throw gatewayError(ErrorCode.messageBodyRequired);
    if (characterCount(body.subject) > MESSAGE_SUBJECT_MAX_LENGTH) {
      throw gatewayError(ErrorCode.messageSubjectTooLong);
    }
    if (characterCount(body.messageBody) > MESSAGE_BODY_MAX_LENGTH) {
      throw gatewayError(ErrorCode.messageBodyTooLong);
    }
    if (!(await mayUseMessages(ctx)) || !isThreadIdOrNone(body.replyToMessageId)) {
      throw gatewayError(ErrorCode.messageSendFailed);
    }
    await sendMessage(ctx, body, idempotencyKey);
    return true;
  },
  markMessageRead: async (_parent, { id }, ctx) => {
    if (!(await mayUseMessages(ctx)) || !THREAD_ID.test(id)) {
      throw gatewayError(ErrorCode.messageDetailFailed);
    }
    await markMessageRead(ctx, id);
    const thread = (await threadsOf(ctx)).find((candidate) => candidate.id === id);
    if (!thread) throw gatewayError(ErrorCode.messageDetailFailed);
    return thread;
  },
  deleteMessage: async (_parent, { id }, ctx) => {
    if (!(await mayUseMessages(ctx)) || !THREAD_ID.test(id)) {
      throw gatewayError(ErrorCode.messageDeleteFailed);
    }
    await deleteMessage(ctx, id);
    return threadsOf(ctx);
  },
};

async function mayUseMessages(ctx: GatewayContext): Promise<boolean> {
  return (await loadMe(ctx)).features.messages;
}

async function threadsOf(ctx: GatewayContext) {
  return byLastActivity((await fetchMessages(ctx)).map(mapThread));
}

function isThreadIdOrNone(id: string | null | undefined): boolean {
  return id === null || id === undefined || THREAD_ID.test(id);
}
