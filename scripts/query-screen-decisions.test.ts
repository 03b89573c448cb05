/**
 * A screen that redirects on its query's answer (a `<Navigate>` inside `<QueryScreen>`'s children) passes
 * `decidesOnAnswer` (src/components/query-screen.tsx), so that it never decides on an out-of-date answer
 * while the current one is read (b190536: a patient just added, then told they have none).
 *
 * Read from the syntax tree, not the text. What it cannot see: a redirect through a component of the screen's
 * own (the reminders list's GoBack, which navigates in an effect) or from a handler; those are the author's
 * to judge, as QueryScreen's documentation says.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../tests/support/repository';

interface Finding {
  /** The line of the `<QueryScreen>` whose children render `<Navigate>`. */
  line: number;
  decidesOnAnswer: boolean;
}

const tagName = (node: ts.JsxOpeningLikeElement) => node.tagName.getText();

/** Each `<QueryScreen>` of `source` (a .tsx file's text) whose children render `<Navigate>`. */
export function queryScreensThatRedirect(source: string): Finding[] {
  const file = ts.createSourceFile(
    'screen.tsx',
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const findings: Finding[] = [];
  const rendersNavigate = (node: ts.Node): boolean =>
    (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
    tagName(node) === 'Navigate'
      ? true
      : (ts.forEachChild(node, (child) => rendersNavigate(child) || undefined) ?? false);
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) && tagName(node.openingElement) === 'QueryScreen') {
      if (node.children.some(rendersNavigate)) {
        const attribute = node.openingElement.attributes.properties.find(
          (property) =>
            ts.isJsxAttribute(property) && property.name.getText() === 'decidesOnAnswer',
        );
        const value = attribute && ts.isJsxAttribute(attribute) ? attribute.initializer : undefined;
        findings.push({
          line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          // `decidesOnAnswer` or `decidesOnAnswer={true}`; not `={false}` nor a variable.
          decidesOnAnswer:
            attribute !== undefined &&
            (value === undefined ||
              (ts.isJsxExpression(value) && value.expression?.kind === ts.SyntaxKind.TrueKeyword)),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/** The app's screen sources: src's .tsx files but tests and stories, paths from the repository root. */
function appSources(): string[] {
  const src = path.join(repositoryRoot, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file))
    .map((file) => path.join('src', file).split(path.sep).join('/'));
}

describe('screens that redirect on their answer', () => {
  it('wait for the current answer (QueryScreen decidesOnAnswer)', () => {
    const redirecting = appSources().flatMap((file) =>
      queryScreensThatRedirect(readFileSync(path.join(repositoryRoot, file), 'utf8')).map(
        (finding) => ({ ...finding, at: `${file}:${finding.line}` }),
      ),
    );
    // Not a check that finds nothing to check: the screens of b190536's kind are there to be read.
    expect(redirecting.length).toBeGreaterThanOrEqual(10);
    expect(redirecting.filter((finding) => !finding.decidesOnAnswer).map(({ at }) => at)).toEqual(
      [],
    );
  });

  it('are told from the screens that only show their answer', () => {
    const screen = (props: string, children: string) =>
      `export function S() { return <QueryScreen query={q} ${props}>{(data) => ${children}}</QueryScreen>; }`;
    const redirect = '(data.ok ? <Page /> : <Navigate to="/" replace />)';
    expect(queryScreensThatRedirect(screen('title="t"', redirect))).toEqual([
      { line: 1, decidesOnAnswer: false },
    ]);
    expect(queryScreensThatRedirect(screen('decidesOnAnswer', redirect))).toEqual([
      { line: 1, decidesOnAnswer: true },
    ]);
    expect(queryScreensThatRedirect(screen('decidesOnAnswer={false}', redirect))).toEqual([
      { line: 1, decidesOnAnswer: false },
    ]);
    expect(queryScreensThatRedirect(screen('title="t"', '<Page>{data.name}</Page>'))).toEqual([]);
  });
});
