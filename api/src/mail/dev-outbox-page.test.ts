// @vitest-environment jsdom
import { axe } from 'jest-axe';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderOutboxPage } from './dev-outbox-page';
import type { OutboxMessage } from './outbox';

const link = 'http://localhost:3000/reset-password?resetPasswordToken=abc_DEF-123&x=1';
const message: OutboxMessage = {
  id: '5eed0000-0000-4000-8000-00000000aaaa',
  to: 'pat@example.com',
  subject: 'Reset <b>your</b> password',
  text: `Hello <script>alert(1)</script>\n\n${link}\n`,
  html: '<p>ignored by the page</p>',
  links: [link],
  sentAt: new Date('2026-03-02T09:00:00Z'),
};

/** Puts the rendered document in place of jsdom's own, as a browser would load it. */
function load(markup: string): void {
  const parsed = new DOMParser().parseFromString(markup, 'text/html');
  document.replaceChild(
    document.importNode(parsed.documentElement, true),
    document.documentElement,
  );
}

describe('development outbox page', () => {
  beforeEach(() => load('<html><body></body></html>'));

  it('is a document with a language, a title and one h1, and each message with its links', async () => {
    load(renderOutboxPage('Medicines Online', '', [message]));
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Mail outbox - Medicines Online (development)');
    expect([...document.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual([
      'Mail outbox',
    ]);

    const article = document.querySelector('article');
    expect(article?.querySelector('h2')?.textContent).toBe('Reset <b>your</b> password');
    const anchors = [...(article?.querySelectorAll('a') ?? [])];
    expect(anchors.map((anchor) => [anchor.getAttribute('href'), anchor.textContent])).toEqual([
      [link, link],
    ]);
    expect(article?.querySelector('pre')?.textContent).toBe(message.text);
    expect(article?.querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-03-02T09:00:00.000Z',
    );
    // Escaped, so the message's markup is text and nothing from it runs.
    expect(document.querySelectorAll('script, b')).toHaveLength(0);
    expect((await axe(document.body)).violations).toEqual([]);
  });

  it('says when there is no mail, keeping the address filtered on in the form', async () => {
    load(renderOutboxPage('Medicines Online', 'x"y@example.com', []));
    expect(document.querySelector('main p:last-child')?.textContent).toBe(
      'There is no mail to x"y@example.com.',
    );
    expect(document.querySelector<HTMLInputElement>('input#to')?.value).toBe('x"y@example.com');
    expect(document.querySelector('label[for="to"]')).not.toBeNull();
    expect((await axe(document.body)).violations).toEqual([]);
  });
});
