/**
 * Finds the catalogue keys and error codes a source file uses, by reading its syntax tree (TypeScript's
 * parser, no type checking):
 * - `t('key')` where `t` comes from `useTranslation('ns')` (or `{ t: tErrors } = useTranslation('errors')`),
 *   with `keyPrefix`, `t('ns:key')`, `t('key', { ns: 'ns' })`, `i18n.t(…)`, and `<Trans i18nKey="…">`;
 * - any string `'ns:key'` whose `ns` is a namespace (yup messages, key tables), and `'ns:prefix.${x}'`
 *   templates, which use every key under the prefix;
 * - in the gateway, the error codes it emits: `code: '…'`, `gatewayError('…')` and the values of an
 *   `…ErrorCode(s)` object.
 * Keys built at run time from anything else cannot be checked; write them as `'ns:key'` strings.
 */
import ts from 'typescript';

export interface SourcePosition {
  file: string;
  line: number;
}

/** A key used in code. `namespace` is undefined when a bare `t` cannot be traced to useTranslation. */
export interface KeyUsage extends SourcePosition {
  namespace: string | undefined;
  key: string;
  /** `context` given: any `key_<context>` form counts. */
  withContext: boolean;
  /** `returnObjects: true`: the key names a group, and every key under it is used. */
  wholeGroup: boolean;
}

/** `t(\`status.${status}\`)`: every key starting with `prefix` may be used. */
export interface PrefixUsage extends SourcePosition {
  namespace: string | undefined;
  prefix: string;
}

export interface SourceUsage {
  keys: KeyUsage[];
  prefixes: PrefixUsage[];
  /** Every string literal in the file, for "is this error code referenced anywhere". */
  literals: Set<string>;
  /** Error codes the file emits (gateway files only). */
  errorCodes: (SourcePosition & { code: string })[];
}

export interface ScanOptions {
  /** Namespaces that exist, so `'orders:cancel.failed'` can be told from other strings with a colon. */
  namespaces: ReadonlySet<string>;
  defaultNamespace: string;
  /** Look for emitted error codes (gateway sources). */
  gateway?: boolean;
}

interface TranslationBinding {
  name: string;
  namespace: string | undefined;
  keyPrefix: string | undefined;
  scope: ts.Node;
}

/** Static text of a string literal or a template without substitutions. */
function stringValue(node: ts.Node | undefined): string | undefined {
  const inner = node && unwrap(node);
  return inner && (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner))
    ? inner.text
    : undefined;
}

/** Looks through `(x)`, `x as const`, `x satisfies T` and `x!`. */
function unwrap(node: ts.Node): ts.Node {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function property(object: ts.Node | undefined, name: string): ts.Expression | undefined {
  const inner = object && unwrap(object);
  if (!inner || !ts.isObjectLiteralExpression(inner)) return undefined;
  for (const member of inner.properties) {
    if (ts.isPropertyAssignment(member) && member.name.getText() === name)
      return member.initializer;
    if (ts.isShorthandPropertyAssignment(member) && member.name.text === name) return member.name;
  }
  return undefined;
}

/** The namespace an argument names: `'ns'`, `['ns', …]`; undefined when it is not written out. */
function namespaceArgument(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  const inner = unwrap(node);
  if (ts.isArrayLiteralExpression(inner)) return stringValue(inner.elements[0]);
  return stringValue(inner);
}

/** The key texts an expression can take: literals (also in both arms of `?:` and in arrays), and prefixes. */
function keyExpressions(node: ts.Node): { keys: string[]; prefixes: string[] } {
  const inner = unwrap(node);
  const literal = stringValue(inner);
  if (literal !== undefined) return { keys: [literal], prefixes: [] };
  if (ts.isTemplateExpression(inner)) return { keys: [], prefixes: [inner.head.text] };
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = stringValue(inner.left);
    return { keys: [], prefixes: left === undefined ? [] : [left] };
  }
  const merge = (parts: ts.Node[]) => {
    const found = parts.map(keyExpressions);
    return {
      keys: found.flatMap((part) => part.keys),
      prefixes: found.flatMap((part) => part.prefixes),
    };
  };
  if (ts.isConditionalExpression(inner)) return merge([inner.whenTrue, inner.whenFalse]);
  if (ts.isArrayLiteralExpression(inner)) return merge([...inner.elements]);
  return { keys: [], prefixes: [] };
}

/** Reads the usages of one file. `fileName` decides the dialect (.tsx has JSX) and names positions. */
export function scanSource(fileName: string, text: string, options: ScanOptions): SourceUsage {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const usage: SourceUsage = { keys: [], prefixes: [], literals: new Set(), errorCodes: [] };
  const bindings: TranslationBinding[] = [];
  const at = (node: ts.Node): SourcePosition => ({
    file: fileName,
    line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
  });

  /** `ns:key` split when `ns` is a namespace; otherwise the whole text is the key. */
  const splitNamespace = (text: string): { namespace?: string; rest: string } => {
    const colon = text.indexOf(':');
    if (colon > 0 && options.namespaces.has(text.slice(0, colon))) {
      return { namespace: text.slice(0, colon), rest: text.slice(colon + 1) };
    }
    return { rest: text };
  };

  const addKeyUse = (
    node: ts.Node,
    expression: ts.Node,
    context: { namespace: string | undefined; keyPrefix?: string; optionsArgument?: ts.Node },
  ) => {
    const explicitNamespace = stringValue(property(context.optionsArgument, 'ns'));
    const withContext = property(context.optionsArgument, 'context') !== undefined;
    const returnObjects = property(context.optionsArgument, 'returnObjects');
    const wholeGroup =
      returnObjects !== undefined && returnObjects.kind !== ts.SyntaxKind.FalseKeyword;
    const prefixed = (key: string) => (context.keyPrefix ? `${context.keyPrefix}.${key}` : key);
    const { keys, prefixes } = keyExpressions(expression);
    for (const text of keys) {
      const { namespace, rest } = splitNamespace(text);
      usage.keys.push({
        ...at(node),
        namespace: namespace ?? explicitNamespace ?? context.namespace,
        key: prefixed(rest),
        withContext,
        wholeGroup,
      });
    }
    for (const text of prefixes) {
      const { namespace, rest } = splitNamespace(text);
      const prefix = prefixed(rest);
      // `t(\`${code}\`)` names no part of a key: it could be any key, so it proves none is used.
      if (prefix === '') continue;
      usage.prefixes.push({
        ...at(node),
        namespace: namespace ?? explicitNamespace ?? context.namespace,
        prefix,
      });
    }
  };

  /** The innermost useTranslation binding of `name` visible at `node`. */
  const bindingFor = (name: string, node: ts.Node): TranslationBinding | undefined => {
    let best: TranslationBinding | undefined;
    for (const binding of bindings) {
      if (binding.name !== name) continue;
      if (node.pos < binding.scope.pos || node.end > binding.scope.end) continue;
      if (!best || binding.scope.end - binding.scope.pos < best.scope.end - best.scope.pos)
        best = binding;
    }
    return best;
  };

  const scopeOf = (node: ts.Node): ts.Node => {
    let current: ts.Node = node.parent;
    while (!ts.isBlock(current) && !ts.isSourceFile(current) && !ts.isFunctionLike(current)) {
      current = current.parent;
    }
    return current;
  };

  // First pass: where each `t` comes from.
  const collectBindings = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const call = unwrap(node.initializer);
      if (ts.isCallExpression(call)) {
        const callee = call.expression;
        const calleeName = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : '';
        if (calleeName === 'useTranslation' && ts.isObjectBindingPattern(node.name)) {
          const namespace = call.arguments[0]
            ? namespaceArgument(call.arguments[0])
            : options.defaultNamespace;
          const keyPrefix = stringValue(property(call.arguments[1], 'keyPrefix'));
          for (const element of node.name.elements) {
            const from = (element.propertyName ?? element.name).getText(source);
            if (from === 't' && ts.isIdentifier(element.name)) {
              bindings.push({
                name: element.name.text,
                namespace,
                keyPrefix,
                scope: scopeOf(node),
              });
            }
          }
        }
        if (calleeName === 'getFixedT' && ts.isIdentifier(node.name)) {
          bindings.push({
            name: node.name.text,
            namespace: namespaceArgument(call.arguments[1]) ?? options.defaultNamespace,
            keyPrefix: stringValue(call.arguments[2]),
            scope: scopeOf(node),
          });
        }
      }
    }
    ts.forEachChild(node, collectBindings);
  };
  collectBindings(source);

  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      usage.literals.add(node.text);
      const { namespace, rest } = splitNamespace(node.text);
      if (namespace && rest) {
        usage.keys.push({
          ...at(node),
          namespace,
          key: rest,
          withContext: false,
          wholeGroup: false,
        });
      }
    }
    if (ts.isTemplateExpression(node)) {
      const { namespace, rest } = splitNamespace(node.head.text);
      if (namespace && rest) usage.prefixes.push({ ...at(node), namespace, prefix: rest });
    }

    if (ts.isCallExpression(node) && node.arguments[0]) {
      const callee = node.expression;
      if (ts.isIdentifier(callee)) {
        const binding = bindingFor(callee.text, node);
        if (binding) {
          addKeyUse(node, node.arguments[0], { ...binding, optionsArgument: node.arguments[1] });
        } else if (callee.text === 't') {
          // A `t` handed in from elsewhere: its namespace is the caller's.
          addKeyUse(node, node.arguments[0], {
            namespace: undefined,
            optionsArgument: node.arguments[1],
          });
        } else if (options.gateway && callee.text === 'gatewayError') {
          const code = stringValue(node.arguments[0]);
          if (code !== undefined) usage.errorCodes.push({ ...at(node), code });
        }
      } else if (ts.isPropertyAccessExpression(callee) && callee.name.text === 't') {
        addKeyUse(node, node.arguments[0], {
          namespace: options.defaultNamespace,
          optionsArgument: node.arguments[1],
        });
      }
    }

    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'i18nKey' && node.initializer) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      const attributes = node.parent.properties;
      const attribute = (name: string) =>
        attributes.find(
          (candidate): candidate is ts.JsxAttribute =>
            ts.isJsxAttribute(candidate) && candidate.name.getText(source) === name,
        )?.initializer;
      const jsxValue = (initializer: ts.JsxAttributeValue | undefined) =>
        initializer && ts.isJsxExpression(initializer) ? initializer.expression : initializer;
      const namespaceAttribute = namespaceArgument(jsxValue(attribute('ns')));
      const tAttribute = jsxValue(attribute('t'));
      const binding =
        tAttribute && ts.isIdentifier(tAttribute) ? bindingFor(tAttribute.text, node) : undefined;
      if (value) {
        addKeyUse(node, value, {
          namespace: namespaceAttribute ?? binding?.namespace ?? options.defaultNamespace,
          keyPrefix: binding?.keyPrefix,
        });
      }
    }

    if (options.gateway) {
      if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'code') {
        const code = stringValue(node.initializer);
        if (code !== undefined) usage.errorCodes.push({ ...at(node), code });
      }
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        /ErrorCodes?$/.test(node.name.text) &&
        node.initializer
      ) {
        const table = unwrap(node.initializer);
        if (ts.isObjectLiteralExpression(table)) {
          for (const member of table.properties) {
            const code = ts.isPropertyAssignment(member)
              ? stringValue(member.initializer)
              : undefined;
            if (code !== undefined) usage.errorCodes.push({ ...at(member), code });
          }
        }
      }
    }

    ts.forEachChild(node, visit);
  };
  visit(source);
  // A `t('ns:key')` is seen both as a call and as an 'ns:key' string: count each use once.
  const once = <T extends SourcePosition>(items: T[], id: (item: T) => string) => {
    const seen = new Set<string>();
    return items.filter(
      (item) => !seen.has(`${item.line}|${id(item)}`) && seen.add(`${item.line}|${id(item)}`),
    );
  };
  usage.keys = once(
    usage.keys,
    (item) => `${item.namespace}:${item.key}:${item.withContext}:${item.wholeGroup}`,
  );
  usage.prefixes = once(usage.prefixes, (item) => `${item.namespace}:${item.prefix}`);
  return usage;
}
