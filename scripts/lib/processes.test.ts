import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { portFromEnv, prefixLines } from './processes';

describe('processes', () => {
  it('prefixes each line once', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    prefixLines(stream, 'api', (line) => lines.push(line));
    stream.end('listening\n[api] already named\n');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lines).toEqual(['[api] listening', '[api] already named']);
  });

  it('reads ports from the environment', () => {
    expect(portFromEnv({}, 'PORT', 3000)).toBe(3000);
    expect(portFromEnv({ PORT: '3100' }, 'PORT', 3000)).toBe(3100);
    expect(() => portFromEnv({ PORT: 'http' }, 'PORT', 3000)).toThrow(/PORT must be a port number/);
  });
});
