import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type { RestAnswer, RestBody } from '../upstream/rest-api-types';
import { listInAnswer } from '../upstream/list-in-answer';
import { UpstreamError } from '../upstream/upstream-error';

export type RestMessageSummary = RestAnswer<'messagesList'>['messages'][number];
export type RestMessageDetail = RestAnswer<'messageById'>['message'];
export type RestMessageRecipient = RestAnswer<'messageRecipients'>['messageRecipients'][number];

/** The API's code for an id that names no thread of the patient's (an unknown one or anyone else's). */
const NOT_FOUND = 'message.notFound';

/** GET messages list (spec part 2 §7), once per request (the list screen and the frame's badge share it). */
export function fetchMessages(ctx: GatewayContext): Promise<RestMessageSummary[]> {
  return ctx.reads.once('messagesList', async () => {
    // spec part 2 §8: errors:messages.loadFailed
    const errorCode = ErrorCode.messagesLoadFailed;
    const body = await callUpstream(ctx, 'messagesList', { errorCode });
    return listInAnswer(ctx, body, 'messages', 'messagesList', errorCode);
  });
}

/** GET message by id (spec part 2 §7); null when the API knows no such thread of the patient's. */
export async function fetchMessage(
  ctx: GatewayContext,
  id: string,
): Promise<RestMessageDetail | null> {
  try {
    // spec part 2 §8: errors:messages.detailFailed (the server's message where it gives one)
    const body = await callUpstream(ctx, 'messageById', {
      pathSegment: id,
      errorCode: ErrorCode.messageDetailFailed,
    });
    return body.message;
  } catch (error) {
    if (error instanceof UpstreamError && error.upstreamCode === NOT_FOUND) return null;
    throw error;
  }
}

/** GET message recipients (spec part 2 §7). */
export async function fetchRecipients(ctx: GatewayContext): Promise<RestMessageRecipient[]> {
  // spec part 2 §8: errors:messages.recipientsFailed (the server's message where it gives one)
  const errorCode = ErrorCode.messageRecipientsFailed;
  const body = await callUpstream(ctx, 'messageRecipients', { errorCode });
  return listInAnswer(ctx, body, 'messageRecipients', 'messageRecipients', errorCode);
}

/** POST send message (spec part 2 §7). */
export async function sendMessage(
  ctx: GatewayContext,
  body: RestBody<'sendMessage'>,
  idempotencyKey?: string | null,
): Promise<void> {
  try {
    // spec part 2 §8: errors:messages.sendFailed
    await callUpstream(ctx, 'sendMessage', {
      method: 'POST',
      body,
      errorCode: ErrorCode.messageSendFailed,
      idempotencyKey,
    });
  } finally {
    ctx.reads.forget('messagesList');
  }
}

/** PUT update message status (spec part 2 §7): messageReadState 'Read'. */
export async function markMessageRead(ctx: GatewayContext, messageId: string): Promise<void> {
  try {
    await callUpstream(ctx, 'updateMessageStatus', {
      method: 'PUT',
      body: { messageId, messageReadState: 'Read' },
      errorCode: ErrorCode.messageDetailFailed,
    });
  } finally {
    ctx.reads.forget('messagesList');
  }
}

/** POST delete message (spec part 2 §7). */
export async function deleteMessage(ctx: GatewayContext, messageId: string): Promise<void> {
  try {
    // spec part 2 §8: errors:messages.deleteFailed
    await callUpstream(ctx, 'deleteMessage', {
      method: 'POST',
      body: { messageId },
      errorCode: ErrorCode.messageDeleteFailed,
    });
  } finally {
    ctx.reads.forget('messagesList');
  }
}
