// @ts-check
import path from 'node:path';

/**
 * The repository's import boundaries (CONVENTIONS.md "Layout"): shared code flows one way, components/lib →
 * features → app; features never import each other; test helpers stay out of shipped code; the three
 * programs (src/, gateway/, api/) never import each other's files.
 *
 * A rule of our own rather than `no-restricted-imports`, because that rule matches the import text, and
 * `../orders/order-card` from src/features/home/ names no folder that a pattern could forbid. This rule
 * resolves each relative import against the importing file and judges the folder it lands in.
 * Packages (bare specifiers) are not judged.
 */

/** @typedef {{ from: string; to: string; because: string }} Violation */

/**
 * The part of the repository a path belongs to, e.g. `feature:orders`, `app`, `components`, `lib`,
 * `testing`, `gateway`, `api`, or `other`.
 * @param {string} relativePath path from the repository root, with forward slashes
 */
export function zoneOf(relativePath) {
  const parts = relativePath.split('/');
  if (parts[0] === 'src') {
    if (parts[1] === 'features') return parts[2] ? `feature:${parts[2]}` : 'features';
    if (parts[1] === 'app' || parts[1] === 'components' || parts[1] === 'lib') return parts[1];
    if (parts[1] === 'testing') return 'testing';
    return 'src';
  }
  if (parts[0] === 'gateway' || parts[0] === 'api') return parts[0];
  return 'other';
}

/** Tests, stories and the test helpers themselves may use src/testing; shipped code may not. */
function isTestOrStory(relativePath) {
  return /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(relativePath);
}

/**
 * Why importing `target` from `source` breaks a boundary, or null when it is allowed.
 * @param {string} source importing file, relative to the repository root
 * @param {string} target imported file, relative to the repository root
 * @returns {string | null}
 */
export function boundaryViolation(source, target) {
  const from = zoneOf(source);
  const to = zoneOf(target);
  const program = (/** @type {string} */ zone) =>
    zone === 'gateway' || zone === 'api' ? zone : zone === 'other' ? 'other' : 'src';
  const fromProgram = program(from);
  const toProgram = program(to);

  if (fromProgram !== 'other' && toProgram !== 'other' && fromProgram !== toProgram) {
    return `${fromProgram}/ and ${toProgram}/ are separate programs: share through the GraphQL schema or the REST contract, not imports`;
  }
  if (from.startsWith('feature:') && to.startsWith('feature:') && from !== to) {
    return `features never import each other (${from.slice(8)} → ${to.slice(8)}): move the shared part to src/components or src/lib, or compose both in src/app`;
  }
  if (from.startsWith('feature:') && to === 'app') {
    return 'features must not import src/app: the app composes features, not the other way round';
  }
  if (
    (from === 'components' || from === 'lib') &&
    (to.startsWith('feature:') || to === 'features' || to === 'app')
  ) {
    return `src/${from} is shared code and must not import ${to === 'app' ? 'src/app' : 'a feature'}`;
  }
  if (to === 'testing' && from !== 'testing' && fromProgram === 'src' && !isTestOrStory(source)) {
    return 'src/testing holds test and story helpers; shipped code must not import it';
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforce the import boundaries between features, shared code, the app and the programs',
    },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: { boundary: "'{{specifier}}': {{because}}." },
  },
  create(context) {
    const { root } = /** @type {{ root: string }} */ (context.options[0]);
    const file = context.filename;
    const source = path.relative(root, file).split(path.sep).join('/');
    if (source.startsWith('..')) return {};

    /** @param {import('estree').Node | null | undefined} node */
    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      let absolute;
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        absolute = path.resolve(path.dirname(file), specifier);
      } else if (/^\/(src|gateway|api)\//.test(specifier)) {
        // Vite resolves a leading slash from the project root.
        absolute = path.join(root, specifier);
      } else {
        return;
      }
      const target = path.relative(root, absolute).split(path.sep).join('/');
      const because = boundaryViolation(source, target);
      if (because) context.report({ node, messageId: 'boundary', data: { specifier, because } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default rule;
