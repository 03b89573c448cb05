import { describe, expect, it } from 'vitest';
import { createAppI18n } from './app-i18n';

describe('createAppI18n', () => {
  it('asks again for a feature’s words when their chunk fails to arrive, so the screen gets words, not keys', async () => {
    let attempts = 0;
    const i18n = createAppI18n({
      '../../locales/en/orders.json': () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
          : Promise.resolve({ title: 'Current orders' });
      },
    });
    await i18n.loadNamespaces('orders');
    expect(attempts).toBe(2);
    expect(i18n.getResourceBundle('en', 'orders')).toEqual({ title: 'Current orders' });
  });

  it('gives up at once on a namespace with no words file, rather than waiting through retries', async () => {
    const i18n = createAppI18n({});
    await i18n.loadNamespaces('nothing');
    expect(i18n.hasResourceBundle('en', 'nothing')).toBe(false);
  });
});
