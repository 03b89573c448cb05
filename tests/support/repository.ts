/** Where the repository is and how its TypeScript programs run, for tests and tooling that start them. */
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Node's own binary, with TypeScript loaded through tsx (as the README's commands run it), and the young
 * generation held at 16 MB a half: on a machine with much memory V8 lets it grow to 64 MB a half, and a
 * program then kept ~320 MB resident at rest, against ~190 MB with it held (docs/decisions/0010, "Memory").
 */
export const nodeWithTsx = [
  process.execPath,
  '--max-semi-space-size=16',
  '--import',
  'tsx',
] as const;
