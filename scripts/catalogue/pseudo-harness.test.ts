// @vitest-environment jsdom
/**
 * The pseudo-language check itself, on fixture screens with a fixture catalogue: it must pass a screen
 * that shows only catalogue text and gateway data, and fail one with words written in JSX.
 */
import { resolve } from 'node:path';
import { cleanup } from '@testing-library/react';
import { parse } from 'graphql';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findTextOutsideCatalogue } from '../../src/testing/pseudo-text';
import { pseudoAnswer, pseudoWrap } from './pseudo-gateway';
import { collectScreenCases, findHardCodedText, loadGatewaySchema } from './pseudo-screens';
import { preparePageForScreens } from './pseudo-test-setup';

/**
 * The fixture screens' catalogue, given to the render rather than mocked: this project's files share one
 * module cache (isolate: false), where a mock of the app's catalogue leaked into the next file's screens, or
 * the real one, loaded first, into these.
 */
const fixtureCatalogue = {
  fixture: {
    heading: 'Your medicines',
    welcome: 'Welcome to {{product}}',
    findOutMore: 'Find out more<b> about it</b>',
    count_one: '{{count}} item',
    count_other: '{{count}} items',
  },
};

const schema = loadGatewaySchema(resolve('gateway/src'));
const fixtureQuery = 'query PseudoFixture { config { productName featureNHSLogin } }';
const gateway = { schema, operations: new Map([['PseudoFixture', parse(fixtureQuery)]]) };

beforeAll(preparePageForScreens);
afterEach(cleanup);

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('findTextOutsideCatalogue', () => {
  it('accepts bracketed text, also across nodes, numbers, punctuation and Intl dates', () => {
    const root = page(`
      <h1>⟦Your orders⟧</h1>
      <p>⟦Find out more<b> about ⟦Medicines Online⟧</b>⟧</p>
      <p>3 / 5 (⟦items⟧) – Tuesday 3 March 2026 at 09:15</p>
      <img alt="⟦Logo⟧" src="x.png"><input placeholder="⟦Search⟧">
      <script>const english = 'ignored';</script>`);
    expect(findTextOutsideCatalogue(root, '⟦Your orders⟧ - ⟦Medicines Online⟧ - ⟦NHS⟧')).toEqual(
      [],
    );
  });

  it('reports words outside the brackets in text, user-facing attributes and the title', () => {
    const root = page(`
      <h1>⟦Your orders⟧ today</h1>
      <button aria-label="Close">×</button>
      <input type="submit" value="Send">
      <span title="⟦Help⟧">?</span>`);
    expect(findTextOutsideCatalogue(root, '⟦Home⟧ - NHS')).toEqual([
      { text: 'today', where: '<h1>' },
      { text: 'Close', where: '<button aria-label>' },
      { text: 'Send', where: '<input value>' },
      { text: '- NHS', where: '<title>' },
    ]);
  });
});

describe('pseudo gateway answers', () => {
  it('wraps String fields only, leaving enums, IDs, booleans, dates and URLs as they are', () => {
    const document = parse(
      'query Q { me { account { id email accountStatus } patient { firstName dateOfBirth } } config { links { terms } featureIM1 } }',
    );
    const answer = pseudoAnswer(
      {
        data: {
          me: {
            account: { id: 'a1', email: 'alex@example.com', accountStatus: 'ACTIVE' },
            patient: { firstName: 'Alex', dateOfBirth: '1985-04-12' },
          },
          config: { links: { terms: 'https://example.org/terms' }, featureIM1: true },
        },
      },
      { name: 'Q', document, variables: {} },
      schema,
    );
    expect(answer).toEqual({
      data: {
        me: {
          account: { id: 'a1', email: '⟦alex@example.com⟧', accountStatus: 'ACTIVE' },
          patient: { firstName: '⟦Alex⟧', dateOfBirth: '1985-04-12' },
        },
        config: { links: { terms: 'https://example.org/terms' }, featureIM1: true },
      },
    });
  });

  it("wraps the server's own message but not the error code", () => {
    expect(
      pseudoAnswer(
        { errorCode: 'orders.cancelFailed', serverMessage: 'Order already collected' },
        { name: 'Cancel', document: undefined, variables: {} },
        schema,
      ),
    ).toEqual({ errorCode: 'orders.cancelFailed', serverMessage: '⟦Order already collected⟧' });
    expect(pseudoWrap('⟦already⟧')).toBe('⟦already⟧');
  });
});

describe('rendering screens in the pseudo language', () => {
  const casesPromise = collectScreenCases(
    {
      'fixtures/catalogued-screen.tsx': () => import('./fixtures/catalogued-screen'),
      'fixtures/hard-coded-screen.tsx': () => import('./fixtures/hard-coded-screen'),
    },
    {
      'fixtures/catalogued-screen.stories.tsx': () =>
        import('./fixtures/catalogued-screen.stories'),
    },
  );

  it('renders each story of a screen that has stories, and a screen without stories loading and failed', async () => {
    expect((await casesPromise).map(({ name }) => name)).toEqual([
      'fixtures/catalogued-screen.stories.tsx › Populated',
      'fixtures/catalogued-screen.stories.tsx › Loading',
      'fixtures/hard-coded-screen.tsx (no stories) › loading',
      'fixtures/hard-coded-screen.tsx (no stories) › failed',
    ]);
  });

  it('passes a screen that shows only catalogue text and gateway data', async () => {
    const [populated] = await casesPromise;
    expect(await findHardCodedText(populated!, gateway, fixtureCatalogue)).toEqual([]);
    // The page really showed the gateway's data and the catalogue's text.
    expect(document.body.textContent).toContain('⟦Welcome to ⟦Medicines Online⟧⟧');
  });

  it('fails a screen with words written in JSX', async () => {
    const hardCoded = (await casesPromise)[2];
    expect(await findHardCodedText(hardCoded!, gateway, fixtureCatalogue)).toEqual([
      { text: 'Close', where: '<button aria-label>' },
      { text: 'Call 111', where: '<p>' },
    ]);
  });
});
