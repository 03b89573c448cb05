/**
 * Build-only Vite plugin: puts each GraphQL document into the chunk of the screen that sends it, to cut the
 * first load. Screens write `graphql(`query …`)` (codegen's client preset, src/gql); at run time that looks
 * the text up in src/gql/gql.ts, whose map is keyed by the text of every document of the app, so without
 * this plugin all those texts are downloaded with /login. Here each such call becomes the document the
 * lookup would return, and the then unused import of `graphql` goes, so the map drops out of the bundle.
 *
 * The documents are persisted (codegen.ts): each is `{ __meta__: { operationName, hash } }`, the id the
 * gateway knows it by, and a fragment becomes `{ __meta__: { fragmentName } }`, so after this plugin no
 * GraphQL text ships at all. Codegen stays the single source:
 * the documents come from the generated `graphql()` itself, read afresh at the start of every build, and a
 * text it does not know fails the build (run `npm run codegen`) rather than ship an id the gateway lacks.
 * The dev server, Vitest and Storybook's dev mode still run the generated lookup.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ESTree, type Plugin, normalizePath, parseSync, runnerImport, Visitor } from 'vite';

const srcDir = normalizePath(fileURLToPath(new URL('../../src', import.meta.url)));
const gqlDir = `${srcDir}/gql`;
/** The generated module with the `graphql()` lookup (src/gql/index.ts re-exports it). */
const generatedModule = `${gqlDir}/gql.ts`;
/** What an import of `graphql` from the generated folder may name: the folder, its index or gql.ts. */
const gqlImportTargets = new Set([gqlDir, `${gqlDir}/index`, `${gqlDir}/gql`]);

/** The generated lookup: a known text gives its persisted document, any other text `{}`. */
type GeneratedGraphql = (source: string) => unknown;

export function inlineGraphqlDocuments(): Plugin {
  let generatedGraphql: GeneratedGraphql | undefined;
  return {
    name: 'inline-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      // Imported through a throwaway module runner rather than statically, so that every build (a rebuild
      // in watch mode too) sees the files codegen last wrote, not a copy cached when the config loaded.
      const { module, dependencies } = await runnerImport<{ graphql: GeneratedGraphql }>(
        generatedModule,
      );
      generatedGraphql = module.graphql;
      for (const file of [generatedModule, ...dependencies]) this.addWatchFile(file);
    },
    transform: {
      filter: { id: /\.tsx?$/, code: 'graphql(' },
      handler(code, id) {
        if (id.includes('?') || !id.startsWith(`${srcDir}/`) || id.startsWith(`${gqlDir}/`)) {
          return null;
        }
        if (!generatedGraphql) throw new Error('inline-graphql-documents: buildStart did not run');
        return inlineDocuments(code, id, generatedGraphql);
      },
    },
  };
}

function inlineDocuments(code: string, id: string, generatedGraphql: GeneratedGraphql) {
  const { program, errors } = parseSync(id, code);
  if (errors.length > 0) return null; // Left for the TypeScript transform to report.

  const gqlImports = program.body.filter(
    (node): node is ESTree.ImportDeclaration =>
      node.type === 'ImportDeclaration' && isGqlFolder(node.source.value, id),
  );
  const graphqlNames = new Set(
    gqlImports.flatMap((declaration) =>
      declaration.importKind === 'type' ? [] : declaration.specifiers.flatMap(graphqlBinding),
    ),
  );
  if (graphqlNames.size === 0) return null;

  const edits: { start: number; end: number; text: string }[] = [];
  const replacedCallees = new Set<number>(); // by start offset
  const mentions: { start: number; end: number }[] = [];
  new Visitor({
    CallExpression(call) {
      if (call.callee.type !== 'Identifier' || !graphqlNames.has(call.callee.name)) return;
      const source = documentSource(call);
      if (source === undefined) {
        throw new Error(
          `${where(code, id, call.start)}: graphql() must be given one template literal with no \${…}, ` +
            'the only form codegen reads.',
        );
      }
      const document = generatedGraphql(source);
      const meta = persistedMeta(document);
      if (!meta) {
        throw new Error(
          `${where(code, id, call.start)}: codegen does not know this graphql() document ` +
            `(${source.trim().split('\n')[0] ?? ''} …). Run \`npm run codegen\` and build again.`,
        );
      }
      edits.push({
        start: call.start,
        end: call.end,
        // In parentheses: a call standing as a statement must stay an expression, not become a block.
        text: `(${JSON.stringify({ __meta__: meta })})`,
      });
      replacedCallees.add(call.callee.start);
    },
    Identifier(identifier) {
      if (graphqlNames.has(identifier.name)) mentions.push(identifier);
    },
  }).visit(program);

  // Any other mention (passed on, re-exported, a property of that name…) keeps the import, to be safe.
  const stillUsed = mentions.some(
    (mention) =>
      !replacedCallees.has(mention.start) &&
      !gqlImports.some((node) => node.start <= mention.start && mention.end <= node.end),
  );
  if (!stillUsed) {
    for (const node of gqlImports) {
      if (node.specifiers.every((specifier) => graphqlBinding(specifier).length > 0)) {
        edits.push({ start: node.start, end: node.end, text: '' });
      }
    }
  }

  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    const original = result.slice(edit.start, edit.end);
    result = result.slice(0, edit.start) + sameShape(original, edit.text) + result.slice(edit.end);
  }
  // No code outside the edits moved (see sameShape), so the source maps of later steps stay right.
  return { code: result, map: null };
}

/**
 * What a generated document says of itself: an operation its persisted id and name (the whole document), a
 * fragment its name. A fragment's text is needed only inside the operations that spread it, which the
 * gateway holds whole, so the bundle gets neither. Undefined for a text codegen does not know.
 */
function persistedMeta(document: unknown): Record<string, unknown> | undefined {
  const meta = (document as { __meta__?: Record<string, unknown> } | null)?.__meta__;
  return typeof meta?.hash === 'string' || typeof meta?.fragmentName === 'string'
    ? meta
    : undefined;
}

/** The local name of a value import of `graphql` ([] for any other specifier). */
function graphqlBinding(specifier: ESTree.ImportDeclarationSpecifier): string[] {
  return specifier.type === 'ImportSpecifier' &&
    specifier.importKind !== 'type' &&
    specifier.imported.type === 'Identifier' &&
    specifier.imported.name === 'graphql'
    ? [specifier.local.name]
    : [];
}

function isGqlFolder(source: string, importer: string): boolean {
  if (!source.startsWith('.')) return false;
  const target = normalizePath(path.resolve(path.dirname(importer), source));
  return gqlImportTargets.has(target.replace(/\.[jt]s$/, ''));
}

/** The text of `graphql(`…`)`, as the call passes it at run time; undefined for any other form. */
function documentSource(call: ESTree.CallExpression): string | undefined {
  const [argument, ...rest] = call.arguments;
  if (rest.length > 0 || argument?.type !== 'TemplateLiteral' || argument.expressions.length > 0) {
    return undefined;
  }
  return argument.quasis[0]?.value.cooked ?? undefined;
}

/**
 * `text` padded with spaces to the lines and final column of `original`, so that whatever follows the
 * replaced code keeps its position (the inlined document is one line and may be shorter or longer).
 */
function sameShape(original: string, text: string): string {
  const firstLineLength = original.split('\n', 1)[0]?.length ?? 0;
  return text + original.replace(/[^\n]/g, ' ').slice(Math.min(text.length, firstLineLength));
}

function where(code: string, id: string, offset: number): string {
  const line = code.slice(0, offset).split('\n').length;
  return `${path.relative(path.dirname(srcDir), id)}:${String(line)}`;
}
