import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientHeaders,
  createTestClock,
  expectError,
  forEachApiWithoutDevControls,
  startTestApi,
  type TestApi,
} from '../testing/test-api';
import { composeMessage } from './compose-message';
import { createMailer } from './mailer';
import type { OutboxMessage } from './outbox';

type OutboxResponse = { messages: (Omit<OutboxMessage, 'sentAt'> & { sentAt: string })[] };

describe('mail and the development outbox', { timeout: 60_000 }, () => {
  const clock = createTestClock();
  let api: TestApi;
  const outboxMailer = () =>
    createMailer({ config: api.config.mail, db: api.database.db, clock: clock.now });

  const first = composeMessage('Pat.Jones@example.com', 'First <message>', [
    'Open this:',
    { url: 'https://example.com/a?b=1&c=2' },
    'or this: http://localhost:3000/x and no more.',
  ]);
  const second = composeMessage('sam@example.com', 'Second', ['No links here.']);

  beforeAll(async () => {
    api = await startTestApi({ clock: clock.now });
    await outboxMailer().sendMail(first);
    clock.advanceSeconds(60);
    await outboxMailer().sendMail(second);
  }, 120_000);
  afterAll(() => api.close());

  const outbox = (query?: Record<string, string>) =>
    api.call({ method: 'GET', url: '/v1/dev/outbox', ...(query ? { query } : {}) });

  describe('GET /v1/dev/outbox', () => {
    it('lists the kept mail newest first, with every link in the text', async () => {
      const response = await outbox();
      expect(response.statusCode, response.body).toBe(200);
      const { messages } = response.json<OutboxResponse>();
      expect(messages.map((message) => message.subject)).toEqual(['Second', 'First <message>']);
      const oldest = messages[1];
      expect(oldest?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(oldest).toEqual({
        id: oldest?.id,
        to: 'Pat.Jones@example.com',
        subject: 'First <message>',
        text: first.text,
        html: first.html,
        links: ['https://example.com/a?b=1&c=2', 'http://localhost:3000/x'],
        sentAt: '2026-03-02T09:00:00.000Z',
      });
      expect(messages[0]?.links).toEqual([]);
    });

    it('filters by recipient, ignoring case and spaces; an empty filter shows all', async () => {
      const only = await outbox({ to: ' pat.jones@EXAMPLE.com' });
      expect(only.json<OutboxResponse>().messages.map((message) => message.subject)).toEqual([
        'First <message>',
      ]);
      expect((await outbox({ to: 'nobody@example.com' })).json<OutboxResponse>()).toEqual({
        messages: [],
      });
      expect((await outbox({ to: '' })).json<OutboxResponse>().messages).toHaveLength(2);
    });

    it('needs the client headers but no sign-in, and refuses unknown parameters', async () => {
      expectError(
        await api.app.inject({ method: 'GET', url: '/v1/dev/outbox' }),
        401,
        'apiKey.invalid',
      );
      const unknown = await outbox({ email: 'pat.jones@example.com' });
      expect(expectError(unknown, 400, 'validation').reasons).toEqual([
        { field: 'email', reason: 'notAllowed' },
      ]);
    });
  });

  describe('GET /dev/outbox', () => {
    it('is an HTML page a browser opens without client headers, the mail in it escaped', async () => {
      const response = await api.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        query: { to: 'pat.jones@example.com' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body).toMatch(/^<!doctype html>\s*<html lang="en">/);
      expect(response.body).toContain('<h2 id="message-');
      expect(response.body).toContain('First &lt;message&gt;');
      expect(response.body).toContain(
        '<a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>',
      );
      expect(response.body).not.toContain('Second');
    });
  });

  it('has neither outbox when NODE_ENV=production or DEV_CONTROLS=false', async () => {
    await forEachApiWithoutDevControls(api, async (app) => {
      expectError(
        await app.inject({ method: 'GET', url: '/v1/dev/outbox', headers: clientHeaders }),
        404,
        'route.notFound',
      );
      expectError(await app.inject({ method: 'GET', url: '/dev/outbox' }), 404, 'route.notFound');
    });
  });
});
