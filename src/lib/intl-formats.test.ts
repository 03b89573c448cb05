import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';
import { ukLocale } from './uk-locale';

describe('the app’s Intl formatters', () => {
  it('write a bare catalogue language as the UK does', () => {
    expect(ukLocale('en')).toBe('en-GB');
    expect(ukLocale('cy')).toBe('cy-GB');
    expect(ukLocale('en-GB')).toBe('en-GB');
    const date = dateTimeFormat('en', { dateStyle: 'long', timeZone: 'Europe/London' });
    expect(date.resolvedOptions().locale).toBe('en-GB');
    expect(date.format(new Date('2026-03-27T23:30:00Z'))).toBe('27 March 2026');
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1,234.6');
  });

  it('keep one formatter per language and options, and make another for other options', () => {
    const options = { hour: 'numeric', minute: '2-digit' } as const;
    expect(dateTimeFormat('en', { ...options })).toBe(dateTimeFormat('en', options));
    expect(dateTimeFormat('en', options)).not.toBe(dateTimeFormat('cy', options));
    expect(numberFormat('en', { maximumFractionDigits: 2 })).not.toBe(
      numberFormat('en', { maximumFractionDigits: 3 }),
    );
  });

  it('fall back to British English for a locale Intl refuses', () => {
    const format = dateTimeFormat('not a language!', { dateStyle: 'long', timeZone: 'UTC' });
    expect(format.resolvedOptions().locale).toBe('en-GB');
  });
});
