import statementDocument from '../../../docs/accessibility-statement.md?raw';
import { describe, expect, it } from 'vitest';
import statementCatalogue from '../../../locales/en/accessibility.json';
import { formatLongDate } from '../../lib/format-long-date';
import { statementDates, statementLinks } from './statement-facts';

/** The line that ends the statement in the document; below it is the developers' section. */
const endMarker = '<!-- End of the statement.';

/** Every text of a catalogue group, depth first in file order: the page's headings, paragraphs and items. */
function catalogueTexts(group: object): string[] {
  return Object.values(group).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : catalogueTexts(value as object),
  );
}

/** A catalogue text as the page shows it: dates formatted, link tags gone, spaces single. */
function asShown(text: string): string {
  const dates: Record<string, string> = {
    prepared: formatLongDate(statementDates.prepared, 'en'),
    tested: formatLongDate(statementDates.tested, 'en'),
    nextReview: formatLongDate(statementDates.nextReview, 'en'),
  };
  return text
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => dates[name] ?? `{{${name}}}`)
    .replace(/<\/?\w+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The statement part of the document: its headings, paragraphs and list items, in order. */
function documentBlocks(): string[] {
  const end = statementDocument.indexOf(endMarker);
  if (end < 0) throw new Error(`docs/accessibility-statement.md has no "${endMarker}" line`);
  return statementDocument
    .slice(0, end)
    .split(/\n\s*\n|\n(?=- )/)
    .map((block) =>
      block
        .replace(/^#+ |^- /, '')
        .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** A regular expression that matches `text`, any run of spaces matching any whitespace (wrapped lines). */
function pattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}

describe('docs/accessibility-statement.md and the page /accessibility-statement', () => {
  it('say the same thing, word for word and in the same order', () => {
    expect(documentBlocks()).toEqual(catalogueTexts(statementCatalogue).map(asShown));
  });

  it('link the same words to the same addresses', () => {
    const tagged = catalogueTexts(statementCatalogue).flatMap((text) => [
      ...text.matchAll(/<(\w+)>([^<]+)<\/\1>/g),
    ]);
    expect(tagged.length).toBeGreaterThan(0);
    for (const [, tag, words] of tagged) {
      expect(Object.keys(statementLinks), `a link address for <${tag}>`).toContain(tag);
      const href = statementLinks[tag as keyof typeof statementLinks];
      const link = new RegExp(`\\[${pattern(words!)}\\]\\(${pattern(href)}\\)`);
      expect(statementDocument).toMatch(link);
    }
  });

  it('agree on the key facts an auditor looks for first', () => {
    const document = documentBlocks().join(' ');
    expect(document).toContain('This statement was prepared on 25 November 2026.');
    expect(document).toContain('We will review it by 25 May 2027');
    expect(document).toContain(
      'This website is partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard',
    );
  });
});
