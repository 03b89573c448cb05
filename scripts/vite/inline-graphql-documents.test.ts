import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Rolldown, normalizePath, parseSync, Visitor } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../src/gql';
import { inlineGraphqlDocuments } from './inline-graphql-documents.ts';

const srcDir = normalizePath(fileURLToPath(new URL('../../src', import.meta.url)));
/** Where the synthetic modules below claim to live (two folders down, like a screen). */
const screenId = `${srcDir}/features/example/example-screen.tsx`;

/** The generated lookup, called with texts the type of its overloads cannot know. */
const generatedDocument = (source: string) => (graphql as (text: string) => unknown)(source);

/** codegen's manifest of persisted documents: the text the gateway runs for each id. */
const manifest = JSON.parse(
  readFileSync(new URL('../../src/gql/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const plugin = inlineGraphqlDocuments();

beforeAll(async () => {
  const { buildStart } = plugin;
  if (typeof buildStart !== 'function') throw new Error('buildStart is expected to be a function');
  const context = { addWatchFile: () => undefined } as unknown as Rolldown.PluginContext;
  await buildStart.call(context, {} as Rolldown.NormalizedInputOptions);
});

/** Runs the plugin's transform as the build would; null when it leaves the module alone. */
function transform(code: string, id = screenId): string | null {
  const { transform: hook } = plugin;
  if (typeof hook !== 'object') throw new Error('transform is expected to be an object hook');
  const result = hook.handler.call({} as Rolldown.TransformPluginContext, code, id, {
    moduleType: 'tsx',
    ssr: false,
  });
  if (result instanceof Promise) throw new Error('transform is expected to be synchronous');
  if (result === null || result === undefined) return null;
  if (typeof result === 'string') return result;
  return typeof result.code === 'string' ? result.code : null;
}

/** The texts passed to graphql(`…`) in a module, in order. */
function graphqlTexts(code: string, id: string): string[] {
  const texts: string[] = [];
  new Visitor({
    CallExpression(call) {
      const [argument] = call.arguments;
      if (call.callee.type === 'Identifier' && argument?.type === 'TemplateLiteral') {
        texts.push(argument.quasis[0]?.value.cooked ?? '');
      }
    },
  }).visit(parseSync(id, code).program);
  return texts;
}

/** The object literal each top-level `const NAME = { … }` of a transformed module holds (JSON). */
function objectConstants(code: string): Map<string, unknown> {
  const constants = new Map<string, unknown>();
  new Visitor({
    VariableDeclarator(declarator) {
      const init =
        declarator.init?.type === 'ParenthesizedExpression'
          ? declarator.init.expression
          : declarator.init;
      if (declarator.id.type === 'Identifier' && init?.type === 'ObjectExpression') {
        const { start, end } = init;
        constants.set(declarator.id.name, JSON.parse(code.slice(start, end)));
      }
    },
  }).visit(parseSync('transformed.ts', code).program);
  return constants;
}

/** Home's query spreads fragments defined in other modules; its text is read from its own module. */
const homeQueryPath = `${srcDir}/features/home/home-screen-query.ts`;
const homeQueryText = graphqlTexts(readFileSync(homeQueryPath, 'utf8'), homeQueryPath).find(
  (text) => text.includes('query HomeScreen'),
);

function lineAndColumn(code: string, text: string): [number, number] {
  const lines = code.slice(0, code.indexOf(text)).split('\n');
  return [lines.length, lines.at(-1)?.length ?? 0];
}

function screenModule(document: string, extra = ''): string {
  return [
    "import { useQuery } from '@tanstack/react-query';",
    "import { graphql } from '../../gql';",
    "import type { HomeScreenQuery as HomeScreenData } from '../../gql/graphql';",
    '',
    `const HomeScreenQuery = graphql(\`${document}\`);`,
    'export const after = useQuery;',
    extra,
  ].join('\n');
}

describe('inline-graphql-documents', () => {
  it('replaces a query with the persisted document codegen gives: its id and name, no text', () => {
    if (homeQueryText === undefined)
      throw new Error('home-screen-query.ts no longer has query HomeScreen');
    expect(homeQueryText).toContain('...LiveOrdersCard');

    const output = transform(screenModule(homeQueryText)) ?? '';

    const document = objectConstants(output).get('HomeScreenQuery') as {
      __meta__: { hash: string; operationName: string };
    };
    expect(document).toEqual(generatedDocument(homeQueryText));
    expect(document.__meta__.operationName).toBe('HomeScreen');
    // The gateway's text for that id holds the fragments the query spreads; the bundle holds none of it.
    const text = manifest[document.__meta__.hash];
    expect(text).toContain('query HomeScreen {');
    expect(text).toContain('fragment LiveOrdersCard on Orders');
    expect(output).not.toContain('LiveOrdersCard');
  });

  it('keeps every line and column after a replaced call where it was, so source maps stay right', () => {
    const input = screenModule(homeQueryText ?? '');
    const output = transform(input) ?? '';

    expect(output.split('\n')).toHaveLength(input.split('\n').length);
    expect(lineAndColumn(output, 'export const after')).toEqual(
      lineAndColumn(input, 'export const after'),
    );
    expect(lineAndColumn(output, ';\nexport')).toEqual(lineAndColumn(input, ';\nexport'));
  });

  it('removes the import of graphql when nothing else uses it, and keeps the type import', () => {
    const output = transform(screenModule(homeQueryText ?? '')) ?? '';

    expect(output).not.toContain("from '../../gql';");
    expect(output).not.toMatch(/\bgraphql\b(?!')/);
    expect(output).toContain("from '../../gql/graphql';");
    expect(output).toContain("import { useQuery } from '@tanstack/react-query';");
  });

  it('removes an aliased import of graphql from gql/index too', () => {
    const input = screenModule(homeQueryText ?? '')
      .replace(
        "import { graphql } from '../../gql';",
        "import { graphql as gql } from '../../gql/index';",
      )
      .replace('graphql(`', 'gql(`');

    const output = transform(input) ?? '';

    expect(output).not.toContain('gql/index');
    expect(objectConstants(output).get('HomeScreenQuery')).toEqual(
      generatedDocument(homeQueryText ?? ''),
    );
  });

  it('keeps the import of graphql when the module still uses it otherwise', () => {
    const output = transform(screenModule(homeQueryText ?? '', 'export const lookUp = graphql;'));

    expect(output).toContain("import { graphql } from '../../gql';");
    expect(objectConstants(output ?? '').get('HomeScreenQuery')).toEqual(
      generatedDocument(homeQueryText ?? ''),
    );
  });

  it('fails on a document codegen does not know (stale codegen)', () => {
    const input = screenModule(
      '\n  query NotGeneratedYet {\n    config {\n      productName\n    }\n  }\n',
    );

    expect(() => transform(input)).toThrow(
      /features\/example\/example-screen\.tsx:5: codegen does not know .*query NotGeneratedYet/,
    );
  });

  it('fails on a call codegen cannot read', () => {
    const input = screenModule('query ${name} { config { productName } }', "const name = 'X';");

    expect(() => transform(input)).toThrow(/one template literal with no \$\{…\}/);
  });

  it('leaves the generated folder, files outside src and query-string imports alone', () => {
    const input = screenModule(homeQueryText ?? '');

    expect(transform(input, `${srcDir}/gql/example.ts`)).toBeNull();
    expect(
      transform(input, normalizePath(fileURLToPath(new URL('./example.ts', import.meta.url)))),
    ).toBeNull();
    expect(transform(input, `${screenId}?raw`)).toBeNull();
    expect(transform(input, screenId)).not.toBeNull();
  });

  it('leaves a module that imports a different graphql alone', () => {
    const input = screenModule(homeQueryText ?? '').replace(
      "from '../../gql';",
      "from 'graphql-tag';",
    );

    expect(transform(input)).toBeNull();
  });
});
