import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('./', import.meta.url);
const modules = readdirSync(folder).filter(
  (name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name),
);

describe('the shared rules module', () => {
  it('imports only its own files, so the browser app and the gateway can use it as it is', () => {
    expect(modules.length).toBeGreaterThan(0);
    for (const name of modules) {
      const source = readFileSync(new URL(name, folder), 'utf8');
      const specifiers = [...source.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'/g)].map(
        (match) => match[1] ?? match[2],
      );
      for (const specifier of specifiers) expect(specifier, name).toMatch(/^\.\/[\w-]+$/);
      // No Node or browser globals that the other programs may not have.
      expect(source, name).not.toMatch(/\b(process|Buffer|require|window|document)\b[.(]/);
    }
  });
});
