import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import importBoundaries, { boundaryViolation, zoneOf } from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = '/repo';
const at = (relative: string) => path.join(root, relative);

describe('zoneOf', () => {
  it.each([
    ['src/features/orders/current-orders-screen.tsx', 'feature:orders'],
    ['src/features/orders', 'feature:orders'],
    ['src/app/router.tsx', 'app'],
    ['src/components/page-layout/page-layout.tsx', 'components'],
    ['src/lib/i18n.ts', 'lib'],
    ['src/testing/render-screen.tsx', 'testing'],
    ['src/gql/graphql.ts', 'src'],
    ['gateway/src/yoga.ts', 'gateway'],
    ['api/src/main.ts', 'api'],
    ['locales/en/common.json', 'other'],
  ])('%s is in %s', (file, zone) => {
    expect(zoneOf(file)).toBe(zone);
  });
});

describe('boundaryViolation', () => {
  it('lets code flow from components and lib to features to the app', () => {
    expect(boundaryViolation('src/features/orders/a.tsx', 'src/components/x/x.tsx')).toBeNull();
    expect(boundaryViolation('src/features/orders/a.tsx', 'src/lib/i18n.ts')).toBeNull();
    expect(boundaryViolation('src/app/router.tsx', 'src/features/orders/a.tsx')).toBeNull();
    expect(
      boundaryViolation('src/features/orders/a.tsx', 'src/features/orders/components/b.tsx'),
    ).toBeNull();
    expect(boundaryViolation('src/components/x/x.tsx', 'src/lib/format.ts')).toBeNull();
  });

  it('refuses the way back and sideways', () => {
    expect(boundaryViolation('src/features/home/a.tsx', 'src/features/orders/b.tsx')).toMatch(
      /each other/,
    );
    expect(boundaryViolation('src/features/home/a.tsx', 'src/app/router.tsx')).toMatch(/src\/app/);
    expect(boundaryViolation('src/components/x/x.tsx', 'src/features/home/a.tsx')).toMatch(
      /shared/,
    );
    expect(boundaryViolation('src/lib/i18n.ts', 'src/app/providers.tsx')).toMatch(/shared/);
  });

  it('keeps test helpers out of shipped code but not out of tests and stories', () => {
    expect(boundaryViolation('src/features/home/a.tsx', 'src/testing/gateway-mock.ts')).toMatch(
      /testing/,
    );
    expect(
      boundaryViolation('src/features/home/a.test.tsx', 'src/testing/render-screen.tsx'),
    ).toBeNull();
    expect(
      boundaryViolation('src/features/home/a.stories.tsx', 'src/testing/gateway-mock.ts'),
    ).toBeNull();
    expect(
      boundaryViolation('src/testing/render-screen.tsx', 'src/testing/test-providers.tsx'),
    ).toBeNull();
  });

  it('keeps the three programs apart', () => {
    expect(boundaryViolation('gateway/src/yoga.ts', 'api/src/config.ts')).toMatch(
      /separate programs/,
    );
    expect(boundaryViolation('src/lib/x.ts', 'gateway/src/errors.ts')).toMatch(/separate programs/);
    expect(boundaryViolation('api/src/main.ts', 'src/lib/i18n.ts')).toMatch(/separate programs/);
    expect(boundaryViolation('tests/e2e/a.spec.ts', 'api/src/db/seed-ids.ts')).toBeNull();
  });
});

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
  'import-boundaries',
  importBoundaries,
  {
    valid: [
      {
        filename: at('src/features/orders/current-orders-screen.tsx'),
        code: "import { OrderCard } from './components/order-card';",
        options: [{ root }],
      },
      {
        filename: at('src/app/router.tsx'),
        code: "const screen = () => import('../features/orders/current-orders-screen');",
        options: [{ root }],
      },
      {
        filename: at('src/features/orders/a.tsx'),
        code: "import { useQuery } from '@tanstack/react-query';",
        options: [{ root }],
      },
    ],
    invalid: [
      {
        filename: at('src/features/home/home-screen.tsx'),
        code: "import { OrderCard } from '../orders/components/order-card';",
        options: [{ root }],
        errors: [{ messageId: 'boundary' }],
      },
      {
        filename: at('src/features/home/components/card.tsx'),
        code: "export { frame } from '../../../app/frame/frame';",
        options: [{ root }],
        errors: [{ messageId: 'boundary' }],
      },
      {
        filename: at('src/lib/format.ts'),
        code: "import type { Order } from '/src/features/orders/order';",
        options: [{ root }],
        errors: [{ messageId: 'boundary' }],
      },
      {
        filename: at('gateway/src/yoga.ts'),
        code: "const seed = await import('../../api/src/demo/seed-ids');",
        options: [{ root }],
        errors: [{ messageId: 'boundary' }],
      },
    ],
  },
);
