import { describe, expect, it } from 'vitest';
import { cholesterolResults, entryOf } from './medical-record.fixtures';
import { chartPoints, groupTestResults } from './test-result-history';

describe('groupTestResults', () => {
  it('groups results by test, tests by their latest result, each newest first', () => {
    const haemoglobin = entryOf({
      id: 'hb',
      description: 'Haemoglobin concentration',
      date: '2025-04-01',
      result: { numericValue: 128, units: 'g/L', rangeLow: 130, rangeHigh: 180 },
    });
    const histories = groupTestResults([haemoglobin, ...cholesterolResults]);
    expect(histories.map((history) => [history.test, history.results.length])).toEqual([
      ['Haemoglobin concentration', 1],
      ['Serum total cholesterol level', 5],
    ]);
    expect(histories[1]?.results.map((result) => result.date)).toEqual([
      '2025-03-03',
      '2023-06-01',
      '2022-05-20',
      '2021-03-15',
      '2019-04-10',
    ]);
  });

  it('keeps results without a term apart: nothing says they are one test', () => {
    const unnamed = (id: string) =>
      entryOf({ id, description: null, date: '2024-01-01', result: { numericValue: 1 } });
    expect(groupTestResults([unnamed('a'), unnamed('b')])).toHaveLength(2);
  });
});

describe('chartPoints', () => {
  it('draws the dated numeric results oldest first, leaving out text values', () => {
    const [history] = groupTestResults([
      ...cholesterolResults,
      entryOf({
        id: 'text',
        description: 'Serum total cholesterol level',
        date: '2018-01-01',
        result: { numericValue: null, text: 'Haemolysed' },
      }),
    ]);
    if (!history) throw new Error('no history');
    expect(chartPoints(history)).toEqual([
      { date: '2019-04-10', value: 6.2 },
      { date: '2021-03-15', value: 6.8 },
      { date: '2022-05-20', value: 5.4 },
      { date: '2023-06-01', value: 4.6 },
      { date: '2025-03-03', value: 4.3 },
    ]);
  });
});
