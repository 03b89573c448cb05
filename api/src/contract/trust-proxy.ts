/**
 * TRUST_PROXY, read the same way by the API and the gateway (issue #22): which proxies in front of a program may
 * name the client's address in X-Forwarded-For. Unset, empty or `false`: none, so the connection's own address
 * counts and a client cannot choose the address its rate limits count against. `true`: every hop (only behind
 * a proxy that overwrites the header); otherwise a comma-separated list of addresses, CIDR ranges or the names
 * `loopback`, `linklocal` and `uniquelocal`. The meanings are Fastify's `trustProxy` option's, which the API
 * hands the value to (the gateway reads it with the same library, @fastify/proxy-addr).
 */
export type TrustProxy = boolean | string[];

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.find(
    (entry) => !/^[0-9a-fA-F:./]+$|^(loopback|linklocal|uniquelocal)$/.test(entry),
  );
  if (invalid !== undefined)
    throw new Error(`TRUST_PROXY: "${invalid}" is not an address, a CIDR range or a range name`);
  return entries;
}
