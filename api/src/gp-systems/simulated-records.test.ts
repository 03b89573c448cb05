import { describe, expect, it } from 'vitest';
import { simulatedGpPatients } from './medication-courses';

describe('the simulated GP records', () => {
  // The seed upserts records by (ODS code, GP account id): two demo records sharing a key would silently
  // become one, and the letter of the first would name a patient already linked.
  it('each has its own ODS code and GP account id, and its own linkage key', () => {
    const keys = simulatedGpPatients.map((record) => `${record.odsCode} ${record.gpAccountId}`);
    const linkageKeys = simulatedGpPatients.map((record) => record.linkageKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(linkageKeys).size).toBe(linkageKeys.length);
  });
});
