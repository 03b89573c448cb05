import type { TFunction } from 'i18next';
import { numberFormat } from '../../../lib/intl-formats';
import type { RecordValue } from '../record-entry-fragment';

const measureDigits: Intl.NumberFormatOptions = { maximumFractionDigits: 3 };

/** A value as reported, with its unit: "4.3 mmol/L", "152/94 mmHg", "Negative". */
export function formatRecordValue(
  value: RecordValue,
  t: TFunction<'medical-record'>,
  language: string,
): string {
  const shown = formatMeasure(value, language);
  return value.units ? t('entry.valueWithUnits', { value: shown, units: value.units }) : shown;
}

/** The number or text alone, without its unit (the history table has a column for units). */
export function formatMeasure(value: RecordValue, language: string): string {
  if (typeof value.numericValue === 'number') {
    return numberFormat(language, measureDigits).format(value.numericValue);
  }
  return value.text ?? '';
}

/** The reference range in words: "20 to 41", "Up to 5", "60 or more", "Not given". */
export function formatRange(
  value: RecordValue,
  t: TFunction<'medical-record'>,
  language: string,
): string {
  const number = numberFormat(language, measureDigits);
  const { rangeLow: low, rangeHigh: high } = value;
  if (typeof low === 'number' && typeof high === 'number') {
    return t('testResults.rangeBetween', { low: number.format(low), high: number.format(high) });
  }
  if (typeof high === 'number') return t('testResults.rangeUpTo', { high: number.format(high) });
  if (typeof low === 'number') return t('testResults.rangeAtLeast', { low: number.format(low) });
  return t('testResults.noRange');
}
