/**
 * No import cycles, type-only imports included (docs/decisions/0001-import-boundaries-lint-rule.md).
 * ESLint's import-x/no-cycle finds cycles of value imports as you type, but skips `import type` by design
 * (they are erased before run time); a cycle of types still ties two modules together, so this test reads
 * the whole module graph as TypeScript resolves it, every kind of import counted, and names each cycle found.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../tests/support/repository';

type Graph = ReadonlyMap<string, readonly string[]>;

/** The groups of modules that import each other, directly or through others (Tarjan's algorithm). */
function findCycles(graph: Graph): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (module: string) => {
    order.set(module, order.size);
    lowest.set(module, order.get(module) ?? 0);
    stack.push(module);
    for (const imported of graph.get(module) ?? []) {
      if (!order.has(imported)) visit(imported);
      if (stack.includes(imported))
        lowest.set(module, Math.min(lowest.get(module) ?? 0, lowest.get(imported) ?? 0));
    }
    if (lowest.get(module) !== order.get(module)) return;
    const group = stack.splice(stack.indexOf(module));
    if (group.length > 1 || graph.get(module)?.includes(module)) cycles.push(group.sort());
  };
  for (const module of graph.keys()) if (!order.has(module)) visit(module);
  return cycles;
}

/** Every module of the five folders and the modules of theirs each imports, paths from the repository root. */
function repositoryGraph(): Graph {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(repositoryRoot, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const relative = (file: string) => path.relative(repositoryRoot, file).split(path.sep).join('/');
  const modules = config.fileNames.filter((file) =>
    /^(src|gateway|api|scripts|tests)\//.test(relative(file)),
  );
  const known = new Set(modules);
  return new Map(
    modules.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const imported = importedFiles.flatMap(({ fileName }) => {
        const resolved = ts.resolveModuleName(
          fileName,
          file,
          config.options,
          ts.sys,
        ).resolvedModule;
        return resolved && known.has(resolved.resolvedFileName)
          ? [relative(resolved.resolvedFileName)]
          : [];
      });
      return [relative(file), imported];
    }),
  );
}

describe('import cycles', () => {
  it('finds a cycle, however long, and a module importing itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('finds none among src, gateway, api, scripts and tests', () => {
    expect(findCycles(repositoryGraph())).toEqual([]);
  });
});
