/** Compares what codegen would write with what is in the working tree, without writing anything. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface GeneratedOutput {
  /** As codegen names it: relative to the repository root, or absolute. */
  filename: string;
  content: string;
}

/** A generated file that does not match: changed, not generated yet, or left over. */
export interface StaleFile {
  path: string;
  reason: 'differs' | 'missing' | 'left over';
}

/**
 * The generated files that are stale. `folders` are the output folders codegen owns entirely (client
 * preset targets such as `src/gql/`): any other file in them is left over from an old run.
 */
export function staleGeneratedFiles(
  root: string,
  outputs: GeneratedOutput[],
  folders: string[],
): StaleFile[] {
  const stale: StaleFile[] = [];
  const expected = new Set<string>();
  for (const output of outputs) {
    const path = relative(root, join(root, output.filename)).split('\\').join('/');
    expected.add(path);
    const file = join(root, path);
    if (!existsSync(file)) stale.push({ path, reason: 'missing' });
    else if (readFileSync(file, 'utf8') !== output.content) stale.push({ path, reason: 'differs' });
  }
  for (const folder of folders) {
    const absolute = join(root, folder);
    if (!existsSync(absolute)) continue;
    for (const name of readdirSync(absolute, { recursive: true, encoding: 'utf8' })) {
      const path = `${folder.replace(/\/$/, '')}/${name.split('\\').join('/')}`;
      if (!expected.has(path) && /\.[cm]?[jt]sx?$/.test(path))
        stale.push({ path, reason: 'left over' });
    }
  }
  return stale.sort((a, b) => a.path.localeCompare(b.path));
}
