import { html } from '../http/html';
import type { MailMessage } from './mail-message';

/** A paragraph of a message: plain text, or a link that stands on a line of its own. */
export type Paragraph = string | { url: string };

/**
 * Builds a message's text and HTML versions from the same paragraphs, so the two always say the same. Links
 * stand alone in both: mail programs make a bare URL clickable, and one on its own line is easy to copy.
 */
export function composeMessage(to: string, subject: string, paragraphs: Paragraph[]): MailMessage {
  const text = paragraphs.map((paragraph) =>
    typeof paragraph === 'string' ? paragraph : paragraph.url,
  );
  const body = paragraphs.map((paragraph) =>
    typeof paragraph === 'string'
      ? html`<p>${paragraph}</p>`
      : html`<p><a href="${paragraph.url}">${paragraph.url}</a></p>`,
  );
  return {
    to,
    subject,
    text: `${text.join('\n\n')}\n`,
    html: html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>${subject}</title>
        </head>
        <body>
          ${body}
        </body>
      </html> `.toString(),
  };
}

/** "1 hour", "2 hours", "90 minutes", "1 minute": a link's lifetime as a person would say it. */
export function spokenDuration(minutes: number): string {
  const [amount, unit] = minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
