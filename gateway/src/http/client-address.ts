import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../../../api/src/contract/trust-proxy';

/**
 * The browser's address as the API's limits per address should count it: the connection's, or with TRUST_PROXY
 * the nearest address in X-Forwarded-For that is not a trusted proxy, read as Fastify reads it for the API
 * (@fastify/proxy-addr, the same trust rules).
 */
export function clientAddressReader(trustProxy: TrustProxy): (req: IncomingMessage) => string {
  if (trustProxy === false) return (req) => req.socket.remoteAddress ?? '';
  const trust = trustProxy === true ? () => true : proxyAddr.compile(trustProxy);
  return (req) => proxyAddr(req, trust);
}
