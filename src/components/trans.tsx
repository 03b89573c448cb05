import { cloneElement, isValidElement, type ReactNode } from 'react';
// Its type only, to keep Trans's props and key checks; no code comes from it.
// eslint-disable-next-line no-restricted-imports
import type { Trans as I18nextTrans } from 'react-i18next';

/**
 * react-i18next's `<Trans>` as the app uses it, without its HTML parser: a translation with named tags
 * (`Remove<hidden> {{description}}</hidden>`, `our <terms>terms</terms>`) becomes text and the `components`
 * given for those names, each with its tag's content as children, and `values` are filled in as plain text,
 * never read as tags (as Trans escapes them before parsing). react-i18next's Trans with html-parse-stringify is
 * ~5 kB gzipped, which every page fetched until idle (the cookie banner uses it; issue #20); this is a few
 * hundred bytes. It takes the same props and keeps Trans's types (the keys are checked against the catalogue),
 * but only `t`, `i18nKey`, `values` and named `components` are read: the app passes nothing else, and ESLint
 * refuses react-i18next's own (eslint.config.js, `project/app-link`).
 */
/** What the app fills in: names, counts, dates already written out. */
type Values = Record<string, string | number | undefined>;

function LightTrans({
  t,
  i18nKey,
  values = {},
  components = {},
}: {
  t: (key: string, options?: Record<string, unknown>) => string;
  i18nKey: string;
  values?: Values;
  components?: Record<string, ReactNode>;
}): ReactNode {
  // Each value as a marker that holds no tag, put back in the text once the tags are read.
  const markers = Object.fromEntries(
    Object.keys(values).map((name) => [name, `${MARKER}${name}${MARKER}`]),
  );
  return renderTagged(t(i18nKey, markers), values, components);
}

const MARKER = '\u0000';
const VALUE = new RegExp(`${MARKER}(\\w+)${MARKER}`, 'g');
/** A named tag with its content (the same name closes it), or an empty one: `<a>…</a>`, `<br/>`. */
const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

function renderTagged(
  text: string,
  values: Values,
  components: Record<string, ReactNode>,
): ReactNode[] {
  const nodes: ReactNode[] = [];
  const plain = (part: string) => {
    const filled = part.replace(VALUE, (_, name: string) => String(values[name] ?? ''));
    if (filled !== '') nodes.push(filled);
  };
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    plain(text.slice(at, match.index));
    at = match.index + match[0].length;
    const name = match[1] ?? match[3] ?? '';
    const content = match[1] === undefined ? [] : renderTagged(match[2] ?? '', values, components);
    const component = components[name];
    if (isValidElement(component)) {
      nodes.push(
        // With no content the component keeps its own children.
        cloneElement(component, { key: nodes.length }, ...content),
      );
    } else {
      // A tag without a component: its content alone, as Trans renders an unknown tag's.
      nodes.push(...content);
    }
  }
  plain(text.slice(at));
  return nodes;
}

/** See LightTrans: react-i18next's Trans, typed as it is. */
export const Trans = LightTrans as unknown as typeof I18nextTrans;
