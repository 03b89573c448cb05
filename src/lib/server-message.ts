import { GatewayError } from './gateway-client';

/**
 * spec part 2 §8: where the server's message is shown (message-detail and recipient failures; a 422 from a
 * pharmacy service availability search, booking or cancellation), the gateway passes it on and it is used;
 * otherwise the catalogue's (already translated) message.
 */
export function serverMessageOr(error: unknown, catalogueMessage: string): string {
  return error instanceof GatewayError && error.serverMessage
    ? error.serverMessage
    : catalogueMessage;
}
