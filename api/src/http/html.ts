/**
 * Markup that is safe to send as it is. Only `html` makes one (the class is not exported), so text can never
 * pass for markup.
 */
class SafeHtml {
  readonly #markup: string;

  constructor(markup: string) {
    this.#markup = markup;
  }

  toString(): string {
    return this.#markup;
  }
}
export type { SafeHtml };

/** What may be put into an `html` template: text (escaped), numbers, markup, or lists of these. */
export type HtmlValue = string | number | SafeHtml | readonly HtmlValue[];

/**
 * A template tag for HTML pages and mail: every interpolated value is escaped unless it is itself `html`
 * output, so text from a message, a database row or a query string cannot add markup or leave an attribute.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((markup, part, index) => markup + render(values[index - 1]) + part),
  );
}

function render(value: HtmlValue | undefined): string {
  if (value === undefined) return '';
  if (value instanceof SafeHtml) return value.toString();
  if (typeof value === 'string' || typeof value === 'number') return escapeHtml(String(value));
  return value.map(render).join('');
}

// Quotes too, so escaped text is safe inside a quoted attribute value as well as between tags.
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
