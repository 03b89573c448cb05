import { createServer } from 'node:net';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import {
  clientHeaders,
  countRows,
  createTestClock,
  expectError,
  forEachApiWithoutDevControls,
  startTestApi,
  testConfig,
  type TestApi,
} from '../testing/test-api';
import { composeMessage } from './compose-message';
import type { MailMessage } from './mail-message';
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

  describe('SMTP (MAIL_TRANSPORT=smtp)', () => {
    const smtpConfig = (smtpUrl: string) =>
      testConfig({
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'Pharmacy <mail@example.org>',
      }).mail;

    it('sends through nodemailer to SMTP_URL from MAIL_FROM, keeping nothing in the outbox', async () => {
      const urls: string[] = [];
      const sent: unknown[] = [];
      // nodemailer's JSON transport composes the message as SMTP would, without a server.
      const json = createTransport({ jsonTransport: true, skipEncoding: true });
      const mailer = createMailer({
        config: smtpConfig('smtp://user:secret@mail.example.org:2525'),
        db: api.database.db,
        clock: clock.now,
        createSmtpTransport: (url) => {
          urls.push(url);
          return {
            sendMail: async (message: MailMessage & { from: string }) => {
              sent.push((await json.sendMail(message)).message);
            },
          };
        },
      });
      const before = await countRows(api.database, mailOutbox);
      await mailer.sendMail(first);

      expect(urls).toEqual(['smtp://user:secret@mail.example.org:2525']);
      expect(sent).toEqual([
        expect.objectContaining({
          from: { address: 'mail@example.org', name: 'Pharmacy' },
          to: [{ address: 'Pat.Jones@example.com', name: '' }],
          subject: first.subject,
          text: first.text,
          html: first.html,
        }),
      ]);
      expect(await countRows(api.database, mailOutbox)).toBe(before);
    });

    it('uses a real SMTP connection by default (refused here: nothing listens on the port)', async () => {
      const closedPort = await new Promise<number>((resolve) => {
        const server = createServer().listen(0, '127.0.0.1', () => {
          const address = server.address();
          server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
        });
      });
      const mailer = createMailer({
        config: smtpConfig(`smtp://127.0.0.1:${closedPort}`),
        db: api.database.db,
        clock: clock.now,
      });
      await expect(mailer.sendMail(second)).rejects.toThrow(/ECONNREFUSED/);
    });
  });
});
