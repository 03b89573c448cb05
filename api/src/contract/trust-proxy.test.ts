import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['loopback', ['loopback']],
    [' 10.0.0.0/8, 127.0.0.1 ,::1 ', ['10.0.0.0/8', '127.0.0.1', '::1']],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it('refuses what is not an address, a range or a range name, rather than trust nobody knows whom', () => {
    expect(() => parseTrustProxy('loopback, proxy.example.com')).toThrow(/proxy\.example\.com/);
  });
});
