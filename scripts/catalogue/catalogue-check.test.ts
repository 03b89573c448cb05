import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { baseKey, flattenNamespace, placeholdersOf } from './catalogue-files';
import { runCatalogueCheck } from './run-check';

/** A small repository on disk: locales/, src/ and gateway/src/ files from the given contents. */
const roots: string[] = [];
function fixtureRepository(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'catalogue-check-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(
      join(root, path),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  }
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const screen = `
  export function OrdersScreen({ count }: { count: number }) {
    const { t } = useTranslation('orders');
    return <p>{t('title')} {t('items', { count })} {t('greeting', { name })}</p>;
  }`;
const gatewayErrors = `export const ErrorCode = { cancelFailed: 'orders.cancelFailed' } as const;`;
const english = {
  'locales/en/orders.json': {
    title: 'Your orders',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    greeting: 'Hello {{name}}',
  },
  'locales/en/errors.json': {
    orders: { cancelFailed: 'Unable to cancel order at this time. Please try again.' },
  },
};
const welsh = {
  'locales/cy/orders.json': {
    title: 'Eich archebion',
    items_zero: '{{count}} eitemau',
    items_one: '{{count}} eitem',
    items_two: '{{count}} eitem',
    items_few: '{{count}} eitem',
    items_many: '{{count}} eitem',
    items_other: '{{count}} eitem',
    greeting: 'Helo {{name}}',
  },
  'locales/cy/errors.json': { orders: { cancelFailed: 'Ni ellir canslo’r archeb ar hyn o bryd.' } },
};
const sources = {
  'src/features/orders/orders-screen.tsx': screen,
  'gateway/src/errors.ts': gatewayErrors,
};

const problemsOf = (files: Record<string, unknown>) =>
  runCatalogueCheck(fixtureRepository(files)).problems.map(
    ({ kind, message }) => `${kind}: ${message}`,
  );

describe('catalogue files', () => {
  it('flattens nested groups into dotted keys and maps plural forms to their key', () => {
    const problems: string[] = [];
    const keys = flattenNamespace({ a: { b: 'x', c: { d: 'y' } }, n: 3 }, (message) =>
      problems.push(message),
    );
    expect([...keys.keys()]).toEqual(['a.b', 'a.c.d']);
    expect(problems).toEqual(["'n' must be text or a group of keys"]);
    expect(baseKey('items_other')).toBe('items');
    expect(baseKey('place_ordinal_two')).toBe('place');
    expect(baseKey('user_name')).toBe('user_name');
    expect([...placeholdersOf('{{name}} on {{date, datetime}} {{- html}}')]).toEqual([
      'name',
      'date',
      'html',
    ]);
  });
});

describe('catalogue check', () => {
  it('passes English and Welsh that match the code', () => {
    expect(problemsOf({ ...english, ...welsh, ...sources })).toEqual([]);
  });

  it('fails on a key the code uses that a language lacks', () => {
    const { greeting: _dropped, ...withoutGreeting } = welsh['locales/cy/orders.json'];
    expect(
      problemsOf({ ...english, ...welsh, 'locales/cy/orders.json': withoutGreeting, ...sources }),
    ).toEqual([
      "missing: 'orders:greeting' is used in code but missing from locales/cy/orders.json",
    ]);
  });

  it('fails on an error code the gateway sends that a language lacks', () => {
    expect(problemsOf({ ...english, ...welsh, 'locales/cy/errors.json': {}, ...sources })).toEqual([
      "missing: 'orders.cancelFailed' (an error code the gateway sends) is missing from locales/cy/errors.json",
    ]);
  });

  it('fails on keys no code uses, in any language, but not on error codes named anywhere', () => {
    const problems = problemsOf({
      ...english,
      'locales/en/orders.json': { ...english['locales/en/orders.json'], oldHeading: 'Old' },
      'locales/en/errors.json': {
        orders: { cancelFailed: 'x', submitFailed: 'y' },
        common: { unexpected: 'z' },
      },
      ...sources,
      // The app names this code (e.g. as a fallback), so its text is in use.
      'src/lib/gateway-client.ts': "const fallback = 'common.unexpected';",
    });
    expect(problems.sort()).toEqual([
      "unused: 'errors:orders.submitFailed' is not used by any code",
      "unused: 'orders:oldHeading' is not used by any code",
    ]);
  });

  it('does not count tests, stories or fixtures as uses', () => {
    const problems = problemsOf({
      ...english,
      'locales/en/orders.json': { ...english['locales/en/orders.json'], onlyInTest: 'x' },
      ...sources,
      'src/features/orders/orders-screen.test.tsx': "t('orders:onlyInTest')",
    });
    expect(problems).toEqual(["unused: 'orders:onlyInTest' is not used by any code"]);
  });

  it('fails on a placeholder present in one language and missing in another', () => {
    const problems = problemsOf({
      ...english,
      ...welsh,
      'locales/cy/orders.json': {
        ...welsh['locales/cy/orders.json'],
        greeting: 'Helo {{firstName}}',
      },
      ...sources,
    });
    expect(problems).toEqual([
      "placeholder: 'orders:greeting' has {{name}} in en but not in cy",
      "placeholder: 'orders:greeting' has {{firstName}} in cy but not in en",
    ]);
  });

  it('fails on a plural key without every form its language needs', () => {
    const { items_two: _two, items_few: _few, ...someForms } = welsh['locales/cy/orders.json'];
    expect(
      problemsOf({ ...english, ...welsh, 'locales/cy/orders.json': someForms, ...sources }),
    ).toEqual(["plural: 'orders:items' needs the plural forms items_two, items_few in cy"]);
  });

  it('fails on a catalogue file that is not JSON', () => {
    expect(
      problemsOf({ ...english, 'locales/en/home.json': '{ "title": ', ...sources })[0],
    ).toMatch(/^file: is not valid JSON/);
  });
});
