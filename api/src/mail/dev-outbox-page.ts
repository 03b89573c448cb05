import { html } from '../http/html';
import type { OutboxMessage } from './outbox';

/**
 * The development outbox page: a plain HTML document (no script) listing each message with its links
 * clickable and its text, all escaped. `to` is the address filtered on, or empty.
 */
export function renderOutboxPage(
  productName: string,
  to: string,
  messages: OutboxMessage[],
): string {
  const title = 'Mail outbox';
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} - ${productName} (development)</title>
        <style>
          body {
            font-family: Arial, sans-serif;
            line-height: 1.5;
            max-width: 60rem;
            margin: 0 auto;
            padding: 1rem;
          }
          pre {
            white-space: pre-wrap;
            overflow-wrap: anywhere;
            background: #f0f4f5;
            padding: 1rem;
          }
          a {
            overflow-wrap: anywhere;
          }
          article {
            border-top: 1px solid #768692;
            margin-top: 2rem;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>Mail the API has kept instead of sending (MAIL_TRANSPORT=outbox), newest first.</p>
          <form method="get" action="/dev/outbox">
            <label for="to">Show only mail sent to this email address</label>
            <input id="to" name="to" type="email" autocomplete="off" value="${to}" />
            <button type="submit">Show mail</button>
          </form>
          ${
            messages.length === 0
              ? html`<p>There is no mail${to ? html` to ${to}` : ''}.</p>`
              : messages.map(outboxEntry)
          }
        </main>
      </body>
    </html> `.toString();
}

function outboxEntry(message: OutboxMessage) {
  const headingId = `message-${message.id}`;
  return html`<article aria-labelledby="${headingId}">
    <h2 id="${headingId}">${message.subject}</h2>
    <dl>
      <dt>To</dt>
      <dd>${message.to}</dd>
      <dt>Sent</dt>
      <dd><time datetime="${message.sentAt.toISOString()}">${sentAtText(message.sentAt)}</time></dd>
    </dl>
    ${
      message.links.length > 0
        ? html`<h3>Links</h3>
            <ul>
              ${message.links.map((link) => html`<li><a href="${link}">${link}</a></li>`)}
            </ul>`
        : ''
    }
    <h3>Text</h3>
    <pre>${message.text}</pre>
  </article>`;
}

function sentAtText(sentAt: Date): string {
  return sentAt.toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    dateStyle: 'long',
    timeStyle: 'medium',
  });
}
