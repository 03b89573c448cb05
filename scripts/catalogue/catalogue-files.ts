/**
 * Reads the message catalogues: locales/<language>/<namespace>.json, nested objects flattened to i18next's
 * dotted keys (`login.email.label`).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** key → text, for one namespace of one language. */
export type Namespace = Map<string, string>;
/** namespace → its keys, for one language. */
export type Catalogue = Map<string, Namespace>;

export interface Catalogues {
  /** Language folders, the reference language (English) first. */
  languages: string[];
  byLanguage: Map<string, Catalogue>;
  /** Files that could not be read as a catalogue. */
  problems: { file: string; message: string }[];
}

/** The language every other one is compared with; it is also the one the app ships with. */
export const referenceLanguage = 'en';

/** Flattens one namespace file's JSON into dotted keys; reports values that are not text. */
export function flattenNamespace(
  json: unknown,
  report: (message: string) => void,
  prefix = '',
  into: Namespace = new Map(),
): Namespace {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    report(prefix ? `'${prefix}' must be text or a group of keys` : 'must hold a JSON object');
    return into;
  }
  for (const [name, value] of Object.entries(json)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') into.set(key, value);
    else flattenNamespace(value, report, key, into);
  }
  return into;
}

/** Reads every locales/<language>/<namespace>.json under `localesDirectory`. */
export function readCatalogues(localesDirectory: string): Catalogues {
  const problems: Catalogues['problems'] = [];
  const languages = readdirSync(localesDirectory)
    .filter((name) => statSync(join(localesDirectory, name)).isDirectory())
    .sort((a, b) =>
      a === referenceLanguage ? -1 : b === referenceLanguage ? 1 : a.localeCompare(b),
    );
  const byLanguage = new Map<string, Catalogue>();
  for (const language of languages) {
    const catalogue: Catalogue = new Map();
    for (const fileName of readdirSync(join(localesDirectory, language)).sort()) {
      if (!fileName.endsWith('.json')) continue;
      const file = `locales/${language}/${fileName}`;
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(join(localesDirectory, language, fileName), 'utf8'));
      } catch (error) {
        problems.push({ file, message: `is not valid JSON (${(error as Error).message})` });
        continue;
      }
      const namespace = fileName.slice(0, -'.json'.length);
      catalogue.set(
        namespace,
        flattenNamespace(json, (message) => problems.push({ file, message })),
      );
    }
    byLanguage.set(language, catalogue);
  }
  return { languages, byLanguage, problems };
}

/** i18next's plural suffixes (JSON v4): `_one`, `_other`…, and `_ordinal_one`… for ordinals. */
const pluralSuffix = /_(ordinal_)?(zero|one|two|few|many|other)$/;

/** The key a plural form belongs to: `items_other` → `items`. Other keys are their own base. */
export function baseKey(key: string): string {
  return key.replace(pluralSuffix, '');
}

/** The plural category of a key (`one` for `items_one`), or undefined when it is not a plural form. */
export function pluralCategory(key: string): { category: string; ordinal: boolean } | undefined {
  const match = pluralSuffix.exec(key);
  return match?.[2] ? { category: match[2], ordinal: Boolean(match[1]) } : undefined;
}

/** The `{{placeholders}}` a text uses, by name (`{{date, datetime}}` and `{{- html}}` give `date`, `html`). */
export function placeholdersOf(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*-?\s*([^},\s]+)[^}]*\}\}/g)) {
    if (match[1]) names.add(match[1]);
  }
  return names;
}
