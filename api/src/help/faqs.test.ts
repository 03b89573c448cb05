import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorBody } from '../http/api-error';
import { FaqsFileError, loadFaqs } from './faqs';
import { registerHelpRoutes } from './routes';

const directory = mkdtempSync(join(tmpdir(), 'faqs-'));
let files = 0;
/** A FAQs file with these contents, as a content designer might have saved it. */
function fileWith(text: string): string {
  const path = join(directory, `faqs-${++files}.json`);
  writeFileSync(path, text);
  return path;
}
const oneCategory = (blocks: unknown[], ids = ['ordering', 'how-to-order']) =>
  JSON.stringify({
    categories: [
      {
        id: ids[0],
        category: 'Ordering',
        questions: [{ id: ids[1], title: 'How do I order?', content: blocks }],
      },
    ],
  });

describe('the FAQs file', () => {
  it('ships valid, with every area of the app a patient asks about', () => {
    const faqs = loadFaqs();
    expect(faqs.categories.map((category) => category.category)).toEqual([
      'Ordering repeat medicines',
      'Reminders',
      'Connecting to your GP',
      'GP appointments',
      'Messages',
      'Your pharmacy',
      'Your account and signing in',
    ]);
    const blockTypes = new Set(
      faqs.categories.flatMap((c) => c.questions.flatMap((q) => q.content.map((b) => b.type))),
    );
    expect([...blockTypes].sort()).toEqual(['bold', 'bullet', 'paragraph', 'space']);
  });

  it('stops the start with the problem named when an edit breaks it', () => {
    expect(() => loadFaqs(fileWith('{ "categories": [ }'))).toThrow(/is not valid JSON/);
    expect(() => loadFaqs(fileWith(oneCategory([{ type: 'heading', value: 'Hi' }])))).toThrow(
      FaqsFileError,
    );
    expect(() => loadFaqs(fileWith(oneCategory([{ type: 'bullet', value: '' }])))).toThrow(
      /\/categories\/0\/questions\/0\/content\/0/,
    );
    expect(() => loadFaqs(fileWith(oneCategory([])))).toThrow(/content/);
    expect(() =>
      loadFaqs(fileWith(oneCategory([{ type: 'paragraph', value: 'Hi' }], ['same', 'same']))),
    ).toThrow('the id "same" is used more than once');
    // The same shape, well made, loads.
    expect(
      loadFaqs(
        fileWith(
          oneCategory([
            { type: 'space', value: '' },
            { type: 'bold', value: 'Hi' },
          ]),
        ),
      ).categories,
    ).toHaveLength(1);
  });
});

describe('GET /v1/faqs', () => {
  it('answers the categories with their questions, with no sign-in', async () => {
    const app = Fastify();
    // Every answer schema refers to the error body, as buildApi registers it (http/openapi.ts).
    app.addSchema(ErrorBody);
    registerHelpRoutes(app, loadFaqs());
    const response = await app.inject({ method: 'GET', url: '/v1/faqs' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ReturnType<typeof loadFaqs>>();
    expect(body.categories[0]?.questions[0]).toMatchObject({
      id: 'how-to-order',
      title: 'How do I order my repeat medicines?',
    });
    expect(body).toEqual(loadFaqs());
    await app.close();
  });
});
