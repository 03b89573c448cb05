/**
 * The catalogue check's rules (CONTENT.md): fails on a key used in code but missing in a language, a key no
 * code uses, a placeholder present in one language and missing in another, and (added here) a plural key
 * without every form its language needs. Hard-coded JSX text is found by ./pseudo-locale.test.ts.
 */
import {
  baseKey,
  placeholdersOf,
  pluralCategory,
  referenceLanguage,
  type Catalogue,
  type Catalogues,
} from './catalogue-files';
import type { KeyUsage, PrefixUsage, SourcePosition, SourceUsage } from './key-usage';

export type ProblemKind = 'missing' | 'unused' | 'placeholder' | 'plural' | 'file';

export interface Problem {
  kind: ProblemKind;
  message: string;
  /** Where to fix it: a locale file, or the source line that uses the key. */
  where: string;
}

/** The namespace of the error catalogue: keys are the codes the gateway sends in `extensions.code`. */
export const errorsNamespace = 'errors';

function position({ file, line }: SourcePosition): string {
  return `${file}:${line}`;
}

/** Whether `catalogue` has `key` in `namespace`, counting plural and context forms and groups. */
function hasKey(
  catalogue: Catalogue | undefined,
  namespace: string,
  usage: Pick<KeyUsage, 'key' | 'withContext' | 'wholeGroup'>,
): boolean {
  const keys = catalogue?.get(namespace);
  if (!keys) return false;
  if (keys.has(usage.key)) return true;
  for (const candidate of keys.keys()) {
    if (baseKey(candidate) === usage.key) return true;
    if (usage.withContext && candidate.startsWith(`${usage.key}_`)) return true;
    if (usage.wholeGroup && candidate.startsWith(`${usage.key}.`)) return true;
  }
  return false;
}

/** Runs every rule; `app` and `gateway` are the scans of their shipped (non-test) sources. */
export function checkCatalogue(
  catalogues: Catalogues,
  sources: { app: SourceUsage[]; gateway: SourceUsage[] },
): Problem[] {
  const problems: Problem[] = catalogues.problems.map(({ file, message }) => ({
    kind: 'file',
    message,
    where: file,
  }));
  const { languages, byLanguage } = catalogues;
  const reference = byLanguage.get(referenceLanguage) ?? byLanguage.get(languages[0] ?? '');
  const all = [...sources.app, ...sources.gateway];
  const keyUses = all.flatMap((usage) => usage.keys);
  const prefixUses = all.flatMap((usage) => usage.prefixes);
  const errorCodes = sources.gateway.flatMap((usage) => usage.errorCodes);
  const literals = new Set(all.flatMap((usage) => [...usage.literals]));

  // (a) used in code, missing in a language.
  const reportedMissing = new Set<string>();
  const reportMissing = (namespace: string, key: string, usedAt: SourcePosition, why: string) => {
    for (const language of languages) {
      const id = `${language}/${namespace}:${key}`;
      if (
        reportedMissing.has(id) ||
        hasKey(byLanguage.get(language), namespace, { key, withContext: false, wholeGroup: false })
      ) {
        continue;
      }
      reportedMissing.add(id);
      problems.push({
        kind: 'missing',
        message: `'${key}' (${why}) is missing from locales/${language}/${namespace}.json`,
        where: position(usedAt),
      });
    }
  };
  for (const usage of keyUses) {
    if (usage.namespace !== undefined) {
      for (const language of languages) {
        const id = `${language}/${usage.namespace}:${usage.key}`;
        if (reportedMissing.has(id) || hasKey(byLanguage.get(language), usage.namespace, usage))
          continue;
        reportedMissing.add(id);
        problems.push({
          kind: 'missing',
          message: `'${usage.namespace}:${usage.key}' is used in code but missing from locales/${language}/${usage.namespace}.json`,
          where: position(usage),
        });
      }
      continue;
    }
    // A bare `t` of unknown origin: the key must exist in some namespace, and there in every language.
    const candidates = [...(reference?.keys() ?? [])].filter((namespace) =>
      hasKey(reference, namespace, usage),
    );
    if (candidates.length === 0) {
      problems.push({
        kind: 'missing',
        message: `'${usage.key}' is used in code but is in no namespace of locales/${referenceLanguage} (write it as 'namespace:key')`,
        where: position(usage),
      });
    }
    for (const namespace of candidates) reportMissing(namespace, usage.key, usage, 'used in code');
  }
  for (const emitted of errorCodes) {
    reportMissing(errorsNamespace, emitted.code, emitted, 'an error code the gateway sends');
  }

  // (b) in a language, used by no code.
  const isUsed = (namespace: string, key: string): boolean => {
    const base = baseKey(key);
    const matchesKey = (usage: KeyUsage) =>
      (usage.namespace === undefined || usage.namespace === namespace) &&
      (usage.key === key ||
        usage.key === base ||
        (usage.withContext && key.startsWith(`${usage.key}_`)) ||
        (usage.wholeGroup && key.startsWith(`${usage.key}.`)));
    const matchesPrefix = (usage: PrefixUsage) =>
      (usage.namespace === undefined || usage.namespace === namespace) &&
      key.startsWith(usage.prefix);
    if (keyUses.some(matchesKey) || prefixUses.some(matchesPrefix)) return true;
    // An error code is used when the gateway or the app names it anywhere (ErrorCode tables, schemas, tests
    // of a mapping): the app shows errors:<code> for whatever code arrives.
    return namespace === errorsNamespace && (literals.has(key) || literals.has(base));
  };
  const unused = new Map<string, string[]>();
  for (const language of languages) {
    for (const [namespace, keys] of byLanguage.get(language) ?? []) {
      for (const key of keys.keys()) {
        if (isUsed(namespace, key)) continue;
        const id = `${namespace}:${key}`;
        unused.set(id, [...(unused.get(id) ?? []), `locales/${language}/${namespace}.json`]);
      }
    }
  }
  for (const [id, files] of unused) {
    problems.push({
      kind: 'unused',
      message: `'${id}' is not used by any code`,
      where: files.join(', '),
    });
  }

  // (c) placeholders: every language's forms of a key use the same {{names}} as the reference language's.
  const referenceName = byLanguage.has(referenceLanguage) ? referenceLanguage : languages[0];
  for (const language of languages) {
    if (language === referenceName || !reference) continue;
    const catalogue = byLanguage.get(language);
    const namespaces = new Set([...reference.keys(), ...(catalogue?.keys() ?? [])]);
    for (const namespace of namespaces) {
      const placeholdersByBase = (keys: Map<string, string> | undefined) => {
        const byBase = new Map<string, Set<string>>();
        for (const [key, text] of keys ?? []) {
          const names = byBase.get(baseKey(key)) ?? new Set<string>();
          for (const name of placeholdersOf(text)) names.add(name);
          byBase.set(baseKey(key), names);
        }
        return byBase;
      };
      const expected = placeholdersByBase(reference.get(namespace));
      const actual = placeholdersByBase(catalogue?.get(namespace));
      for (const [key, names] of actual) {
        const wanted = expected.get(key);
        if (!wanted) continue;
        for (const name of wanted) {
          if (!names.has(name)) {
            problems.push({
              kind: 'placeholder',
              message: `'${namespace}:${key}' has {{${name}}} in ${referenceName} but not in ${language}`,
              where: `locales/${language}/${namespace}.json`,
            });
          }
        }
        for (const name of names) {
          if (!wanted.has(name)) {
            problems.push({
              kind: 'placeholder',
              message: `'${namespace}:${key}' has {{${name}}} in ${language} but not in ${referenceName}`,
              where: `locales/${language}/${namespace}.json`,
            });
          }
        }
      }
    }
  }

  // Plural forms: a counted key has every form its language's plural rules need (Welsh: six).
  for (const language of languages) {
    const categories = pluralCategoriesOf(language);
    if (!categories) continue;
    for (const [namespace, keys] of byLanguage.get(language) ?? []) {
      const formsByBase = new Map<string, Set<string>>();
      for (const key of keys.keys()) {
        const plural = pluralCategory(key);
        if (!plural || plural.ordinal) continue;
        const forms = formsByBase.get(baseKey(key)) ?? new Set<string>();
        forms.add(plural.category);
        formsByBase.set(baseKey(key), forms);
      }
      for (const [key, forms] of formsByBase) {
        const missing = categories.filter((category) => !forms.has(category));
        if (missing.length > 0) {
          problems.push({
            kind: 'plural',
            message: `'${namespace}:${key}' needs the plural forms ${missing.map((form) => `${key}_${form}`).join(', ')} in ${language}`,
            where: `locales/${language}/${namespace}.json`,
          });
        }
      }
    }
  }

  return problems;
}

/** The plural categories a language needs (`one`, `other` for English), or undefined if Intl does not know it. */
function pluralCategoriesOf(language: string): string[] | undefined {
  try {
    const rules = new Intl.PluralRules(language);
    if (rules.resolvedOptions().locale.split('-')[0] !== language.split('-')[0]) return undefined;
    const order = ['zero', 'one', 'two', 'few', 'many', 'other'];
    return [...rules.resolvedOptions().pluralCategories].sort(
      (a, b) => order.indexOf(a) - order.indexOf(b),
    );
  } catch {
    return undefined;
  }
}
