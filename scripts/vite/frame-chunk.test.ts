/**
 * The frame's chunk (issue #20): what the app imports as it starts, with their static imports, less the
 * entry's; and its manifest key, which the prerendered pages preload.
 */
import type { Manifest, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  FIRST_RENDER_CHUNK_NAME,
  FRAME_CHUNK_NAME,
  frameChunkGroup,
  frameChunkKey,
} from './frame-chunk';

const root = '/project';
const at = (source: string) => `${root}/${source}`;
/** A module graph: each module's static and dynamic imports. */
const graph: Record<string, { imports?: string[]; dynamic?: string[]; isEntry?: boolean }> = {
  [at('index.html')]: { isEntry: true, imports: [at('src/app/main.tsx')] },
  [at('src/app/main.tsx')]: {
    imports: ['/nm/react/index.js', '/work/node_modules/nhsuk-react-components/dist/esm/index.js'],
    dynamic: [at('src/app/session-aware-client.ts'), at('src/app/frame/frame-data.tsx')],
  },
  '/nm/react/index.js': {},
  '/work/node_modules/nhsuk-react-components/dist/esm/index.js': {},
  [at('src/app/session-aware-client.ts')]: { imports: ['/nm/query-core/index.js'] },
  [at('src/app/frame/frame-data.tsx')]: {
    imports: ['/nm/react/index.js', '/nm/query-core/index.js', at('src/app/router.tsx')],
    dynamic: [at('src/features/help/help-screen.tsx')],
  },
  '/nm/query-core/index.js': {},
  [at('src/app/router.tsx')]: {},
  [at('src/features/help/help-screen.tsx')]: { imports: ['/nm/react/index.js'] },
};
const importersOf = (id: string, kind: 'imports' | 'dynamic') =>
  Object.keys(graph).filter((other) => graph[other]?.[kind]?.includes(id));
const ctx = {
  getModuleInfo: (id: string) =>
    graph[id]
      ? {
          id,
          isEntry: graph[id].isEntry ?? false,
          importedIds: graph[id].imports ?? [],
          dynamicallyImportedIds: graph[id].dynamic ?? [],
          importers: importersOf(id, 'imports'),
          dynamicImporters: importersOf(id, 'dynamic'),
        }
      : null,
} as unknown as Rolldown.ChunkingContext;

describe('frameChunkGroup', () => {
  it('takes the modules the app starts with and their static imports, not the entry’s nor the screens', () => {
    const { name, includeDependenciesRecursively } = frameChunkGroup(root);
    if (typeof name !== 'function') throw new Error('name is a function');
    const members = Object.keys(graph).filter((id) => name(id, ctx) === FRAME_CHUNK_NAME);
    expect(members.sort()).toEqual(
      [
        '/nm/query-core/index.js',
        at('src/app/frame/frame-data.tsx'),
        at('src/app/router.tsx'),
        at('src/app/session-aware-client.ts'),
      ].sort(),
    );
    // Pulling in the members' imports would bring the entry's React here.
    expect(includeDependenciesRecursively).toBe(false);
  });

  it('takes the entry’s static imports into the first render’s chunk, less the entry and a barrel package', () => {
    const { name } = frameChunkGroup(root);
    if (typeof name !== 'function') throw new Error('name is a function');
    const members = Object.keys(graph).filter((id) => name(id, ctx) === FIRST_RENDER_CHUNK_NAME);
    expect(members.sort()).toEqual([at('src/app/main.tsx'), '/nm/react/index.js'].sort());
  });
});

describe('frameChunkKey', () => {
  it('finds the chunk by its name', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      '_frame-data-1.js': { file: 'assets/frame-data-1.js', name: FRAME_CHUNK_NAME },
    };
    expect(frameChunkKey(manifest)).toBe('_frame-data-1.js');
  });

  it('fails without it', () => {
    expect(() => frameChunkKey({ 'index.html': { file: 'assets/index-1.js' } })).toThrow(
      /expected one frame-data chunk/,
    );
  });
});
