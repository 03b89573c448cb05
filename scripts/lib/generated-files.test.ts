import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleGeneratedFiles } from './generated-files';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

function repository(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'generated-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

describe('staleGeneratedFiles', () => {
  const outputs = [
    { filename: 'src/gql/graphql.ts', content: 'types' },
    { filename: 'gateway/src/generated/resolvers-types.ts', content: 'resolvers' },
  ];

  it('passes when every file matches', () => {
    const at = repository({
      'src/gql/graphql.ts': 'types',
      'gateway/src/generated/resolvers-types.ts': 'resolvers',
    });
    expect(staleGeneratedFiles(at, outputs, ['src/gql/'])).toEqual([]);
  });

  it('reports changed, missing and left-over files', () => {
    const at = repository({
      'src/gql/graphql.ts': 'old types',
      'src/gql/fragment-masking.ts': 'x',
    });
    expect(staleGeneratedFiles(at, outputs, ['src/gql/'])).toEqual([
      { path: 'gateway/src/generated/resolvers-types.ts', reason: 'missing' },
      { path: 'src/gql/fragment-masking.ts', reason: 'left over' },
      { path: 'src/gql/graphql.ts', reason: 'differs' },
    ]);
  });
});
