import { describe, expect, it } from 'vitest';
import { scanSource, type ScanOptions } from './key-usage';

const options: ScanOptions = {
  namespaces: new Set(['common', 'errors', 'orders']),
  defaultNamespace: 'common',
};
const keysOf = (code: string, fileName = 'src/features/orders/screen.tsx', scan = options) =>
  scanSource(fileName, code, scan).keys.map(({ namespace, key }) => `${namespace ?? '?'}:${key}`);

describe('scanSource', () => {
  it('reads t() through useTranslation, its alias and keyPrefix', () => {
    const code = `
      export function Screen() {
        const { t } = useTranslation('orders');
        const { t: tErrors } = useTranslation('errors');
        const { t: tCancel } = useTranslation(['orders', 'common'], { keyPrefix: 'cancel' });
        return <p>{t('title')} {tErrors('orders.cancelFailed')} {tCancel('reason')}</p>;
      }`;
    expect(keysOf(code)).toEqual([
      'orders:title',
      'errors:orders.cancelFailed',
      'orders:cancel.reason',
    ]);
  });

  it('gives each component the namespace of its own useTranslation', () => {
    const code = `
      function A() { const { t } = useTranslation('orders'); return t('a'); }
      function B() { const { t } = useTranslation(); return t('b'); }`;
    expect(keysOf(code)).toEqual(['orders:a', 'common:b']);
  });

  it('honours ns: prefixes and the ns option, and finds keys in both arms and in arrays', () => {
    const code = `
      const { t } = useTranslation('orders');
      t('common:back'); t('saved', { ns: 'common' }); t(done ? 'done' : 'pending'); t(['specific', 'general']);`;
    expect(keysOf(code)).toEqual([
      'common:back',
      'common:saved',
      'orders:done',
      'orders:pending',
      'orders:specific',
      'orders:general',
    ]);
  });

  it('reads <Trans i18nKey> with its t or ns', () => {
    const code = `
      const { t } = useTranslation('orders');
      const a = <Trans t={t} i18nKey="summary" values={{ n }} />;
      const b = <Trans ns="errors" i18nKey={'orders.cancelFailed'} />;
      const c = <Trans i18nKey="welcome" />;`;
    expect(keysOf(code)).toEqual([
      'orders:summary',
      'errors:orders.cancelFailed',
      'common:welcome',
    ]);
  });

  it("counts 'ns:key' strings anywhere (schemas, key tables) and template prefixes", () => {
    const code = `
      const schema = string().required('orders:comment.required');
      const label = t(\`orders:status.\${status}\`);
      const any = t(\`errors:\${code}\`);
      const url = 'https://example.org';`;
    const usage = scanSource('src/a.ts', code, options);
    expect(usage.keys.map(({ namespace, key }) => `${namespace}:${key}`)).toEqual([
      'orders:comment.required',
    ]);
    // errors:${code} names no part of a key, so it proves no errors key is used.
    expect(usage.prefixes.map(({ namespace, prefix }) => `${namespace}:${prefix}`)).toEqual([
      'orders:status.',
    ]);
    expect(usage.literals.has('https://example.org')).toBe(true);
  });

  it('leaves the namespace open for a t() it cannot trace, and records context and groups', () => {
    const code = `
      export function label(t: TFunction) { return t('shared.label'); }
      const { t: tOrders } = useTranslation('orders');
      tOrders('friend', { context: gender }); tOrders('steps', { returnObjects: true });`;
    const usage = scanSource('src/a.tsx', code, options);
    expect(
      usage.keys.map(({ namespace, key, withContext, wholeGroup }) => [
        namespace,
        key,
        withContext,
        wholeGroup,
      ]),
    ).toEqual([
      [undefined, 'shared.label', false, false],
      ['orders', 'friend', true, false],
      ['orders', 'steps', false, true],
    ]);
  });

  it('finds the error codes the gateway emits', () => {
    const code = `
      export const ErrorCode = { unexpected: 'common.unexpected', locked: 'auth.accountLocked' } as const;
      throw gatewayError('orders.cancelFailed');
      return new GraphQLError('x', { extensions: { code: 'orders.submitFailed' } });`;
    const usage = scanSource('gateway/src/errors.ts', code, { ...options, gateway: true });
    expect(usage.errorCodes.map(({ code: emitted, line }) => `${emitted}@${line}`)).toEqual([
      'common.unexpected@2',
      'auth.accountLocked@2',
      'orders.cancelFailed@3',
      'orders.submitFailed@4',
    ]);
  });
});
