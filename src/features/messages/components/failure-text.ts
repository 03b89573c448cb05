import { GatewayError } from '../../../lib/gateway-client';

/**
 * spec part 2 §8: 'Where the server provides a message for message-detail and recipient failures, the server
 * message is used'; otherwise the catalogue's (already translated) message.
 */
export function serverMessageOr(error: unknown, catalogueMessage: string): string {
  return error instanceof GatewayError && error.serverMessage
    ? error.serverMessage
    : catalogueMessage;
}
