import { describe, expect, it } from 'vitest';
import { normaliseLinkageCode } from './linkage-codes';

describe('normaliseLinkageCode', () => {
  it('takes a code as typed from the letter: any case, with spaces', () => {
    expect(normaliseLinkageCode('  lkmo rgan 0201 ')).toBe('LKMORGAN0201');
    expect(normaliseLinkageCode('a12\t345')).toBe('A12345');
  });
});
