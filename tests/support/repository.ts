/** Where the repository is and how its TypeScript programs run, for tests and tooling that start them. */
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Node's own binary, with TypeScript loaded through tsx (as the README's commands run it). */
export const nodeWithTsx = [process.execPath, '--import', 'tsx'] as const;
