import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChildProgram } from './child-program';
import {
  checkHtml,
  checkHtmlInRun,
  formatNuHtmlErrors,
  startNuHtmlChecker,
} from './nu-html-checker';
import { isPortFree } from './processes';

const page = (body: string, html = '<html lang="en">') =>
  `<!doctype html>\n${html}\n<head><title>Orders</title></head>\n<body>\n${body}\n</body>\n</html>\n`;

// The browser layers need Java (npm test installs it for them: scripts/lib/provision.ts); test:unit does not,
// so on a machine without it this part is reported as skipped.
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

describe.skipIf(!hasJava)('the Nu HTML Checker service (needs Java)', () => {
  let checker: ChildProgram;
  beforeAll(async () => {
    checker = await startNuHtmlChecker();
  }, 60_000);
  afterAll(() => checker.stop());

  it('passes valid markup', async () => {
    expect(await checkHtml(checker.url, page('<h1>Orders</h1>'))).toEqual([]);
  });

  it('reports each error with its line, the markup quoted and the message', async () => {
    const errors = await checkHtml(
      checker.url,
      page('<h1>Orders</h1>\n<table><tr role="row"><td>Aspirin</td></tr></table>'),
    );
    expect(errors).toEqual([
      {
        line: 6,
        extract: expect.stringContaining('<tr role="row">') as string,
        message: expect.stringMatching(
          /“role” attribute must not be used on a “tr” element/,
        ) as string,
      },
    ]);
  });

  it('leaves out warnings and info', async () => {
    // No lang on <html>: the checker only advises ("Consider adding a lang attribute").
    expect(await checkHtml(checker.url, page('<h1>Orders</h1>', '<html>'))).toEqual([]);
  });

  it('stops with the run: the port is free again', async () => {
    const port = Number(new URL(checker.url).port);
    await checker.stop();
    expect(await isPortFree(port)).toBe(true);
  });
});

describe('checkHtml', () => {
  let server: Server;
  let url: string;
  const received: { contentType?: string; path?: string } = {};
  beforeAll(async () => {
    server = createServer((request, response) => {
      received.contentType = request.headers['content-type'];
      received.path = request.url;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          messages: [{ type: 'non-document-error', subType: 'io', message: 'no input' }],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fails, rather than passes, when the checker could not check', async () => {
    await expect(checkHtml(url, page(''))).rejects.toThrow(/could not check: no input/);
    expect(received).toEqual({ contentType: 'text/html; charset=utf-8', path: '/?out=json' });
  });
});

describe('checkHtmlInRun', () => {
  it('says when the run did not start the checker', () => {
    vi.stubEnv('NU_HTML_CHECKER_URL', undefined);
    try {
      expect(() => checkHtmlInRun(page(''))).toThrow(/did not start the Nu HTML Checker/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('formatNuHtmlErrors', () => {
  it('gives one line per error: where, what, and the markup on one line', () => {
    expect(
      formatNuHtmlErrors([
        { line: 40, extract: '<tr\n  role="row">', message: 'No role on tr.' },
        { message: 'Document-wide.' },
      ]),
    ).toEqual(['line 40: No role on tr. — <tr role="row">', 'Document-wide.']);
  });
});
