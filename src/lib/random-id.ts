/**
 * A random version 4 UUID, for ids the app makes (request ids, idempotency keys). `crypto.randomUUID` exists
 * only in a secure context (https, localhost); the app reached over plain http at a network address (a demo on
 * a phone) still needs its ids, so elsewhere the same UUID is made from `getRandomValues`, which exists in
 * every context.
 */
export function randomId(): string {
  // Typed as always there; it is not outside a secure context.
  const secureOnly = globalThis.crypto as Partial<Crypto>;
  if (typeof secureOnly.randomUUID === 'function') return secureOnly.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}
