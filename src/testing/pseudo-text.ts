/**
 * Finds text on a rendered page that did not come from the message catalogue. In the pseudo language
 * (src/lib/pseudo-locale.ts) every catalogue string is wrapped in ⟦ ⟧, and the gateway stand-in wraps the
 * data it returns the same way (scripts/catalogue/pseudo-gateway.ts), so anything outside the brackets was written in code.
 */

/** Attributes a user reads or hears (screen readers announce them), checked like visible text. */
export const userFacingAttributes = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
] as const;

/** One piece of text that is not from the catalogue, with where it was found. */
export interface TextFinding {
  /** The text outside the brackets, trimmed. */
  text: string;
  /** `<h1>` for a text node, `<input aria-label>` for an attribute, `<title>` for the document title. */
  where: string;
}

const ignoredElements = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

/** Digits, punctuation, symbols and spaces say nothing in a language: `3 / 5`, `(2)`, `–`. */
const languageFree = /^[\p{N}\p{P}\p{S}\p{Z}\s]*$/u;

let dateWordsCache: Set<string> | undefined;
/**
 * Words that Intl writes when it formats a date or time (month and day names, "at", "am"): dates are data
 * formatted in code (CONTENT.md), not catalogue text, and Intl has no pseudo language to bracket them.
 */
export function dateWords(): Set<string> {
  if (dateWordsCache) return dateWordsCache;
  const words = new Set<string>();
  const styles: Intl.DateTimeFormatOptions[] = [
    { dateStyle: 'full', timeStyle: 'short' },
    { dateStyle: 'long', timeStyle: 'short' },
    { dateStyle: 'medium' },
    { weekday: 'short', day: 'numeric', month: 'short' },
    { hour: 'numeric', minute: '2-digit', hour12: true },
  ];
  for (const locale of ['en-GB', 'en']) {
    for (const options of styles) {
      const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Europe/London' });
      for (let month = 0; month < 12; month += 1) {
        for (const day of [1, 2, 3, 4, 5, 6, 7]) {
          for (const hour of [9, 21]) {
            for (const part of format.formatToParts(new Date(Date.UTC(2026, month, day, hour)))) {
              for (const word of part.value.split(/[^\p{L}]+/u))
                if (word) words.add(word.toLowerCase());
            }
          }
        }
      }
    }
  }
  dateWordsCache = words;
  return words;
}

/** True when what is left outside the brackets carries no words of a language, or only Intl's date words. */
function isLanguageFree(outside: string): boolean {
  if (languageFree.test(outside)) return true;
  const words = outside.split(/[^\p{L}]+/u).filter(Boolean);
  const known = dateWords();
  return words.every((word) => known.has(word.toLowerCase()));
}

/**
 * Splits text into what lies inside ⟦ ⟧ (at any depth) and what lies outside. `depth` carries over from
 * the previous text node, because a catalogue string with markup (`<Trans>`) spans several nodes.
 */
export function outsideBrackets(text: string, depth = 0): { outside: string; depth: number } {
  let outside = '';
  let level = depth;
  for (const character of text) {
    if (character === '⟦') level += 1;
    else if (character === '⟧') level = Math.max(0, level - 1);
    else if (level === 0) outside += character;
  }
  return { outside, depth: level };
}

function describe(element: Element, attribute?: string): string {
  const tag = element.tagName.toLowerCase();
  return attribute ? `<${tag} ${attribute}>` : `<${tag}>`;
}

/** Every piece of text under `root` (and the document title) that is not inside ⟦ ⟧. */
export function findTextOutsideCatalogue(root: Element, documentTitle?: string): TextFinding[] {
  const findings: TextFinding[] = [];
  const report = (outside: string, where: string) => {
    if (!isLanguageFree(outside))
      findings.push({ text: outside.replace(/\s+/g, ' ').trim(), where });
  };

  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, 0x1 | 0x4 /* elements and text */);
  let depth = 0;
  let pending = '';
  let pendingElement: Element = root;
  const flush = () => {
    if (pending) report(pending, describe(pendingElement));
    pending = '';
  };

  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === 1) {
      const element = node as Element;
      if (ignoredElements.has(element.tagName)) {
        // Skip the subtree: move to the last descendant so nextNode() continues after it.
        let last: Node = element;
        while (last.lastChild) last = last.lastChild;
        walker.currentNode = last;
        continue;
      }
      for (const attribute of userFacingAttributes) {
        const value = element.getAttribute(attribute);
        if (value) report(outsideBrackets(value).outside, describe(element, attribute));
      }
      if (
        element.tagName === 'INPUT' &&
        /^(button|submit|reset)$/i.test(element.getAttribute('type') ?? '')
      ) {
        const value = element.getAttribute('value');
        if (value) report(outsideBrackets(value).outside, describe(element, 'value'));
      }
    } else {
      const parent = node.parentElement ?? root;
      if (parent !== pendingElement) flush();
      pendingElement = parent;
      const split = outsideBrackets(node.nodeValue ?? '', depth);
      depth = split.depth;
      pending += split.outside;
    }
  }
  flush();

  if (documentTitle) report(outsideBrackets(documentTitle).outside, '<title>');
  return findings;
}
