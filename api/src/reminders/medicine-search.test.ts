import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmails } from '../demo/seed-ids';
import { countRows, expectError, signIn, startTestApi, type TestApi } from '../testing/test-api';
import { medicines } from '../db/schema';
import { loadMedicineList, parseMedicineList, syncMedicineList } from './medicines/medicine-list';
import type { MedicineSearchResult } from './reminder-schemas';

describe('the medicine list (api/src/reminders/medicines)', () => {
  it('holds at least 2,000 medicines, each name, form and strength once', () => {
    const rows = loadMedicineList();
    expect(rows.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.nameKey)).size).toBeGreaterThan(600);
  });

  it('refuses a name and form given twice, or a line that is not three fields, naming the line', () => {
    const header = 'name,form,strengths\n# chapter\n';
    expect(() =>
      parseMedicineList(`${header}Amlodipine,tablet,5mg\nAMLODIPINE,Tablet,10mg`),
    ).toThrow(/line 4: AMLODIPINE Tablet is listed twice/);
    expect(() => parseMedicineList(`${header}Amlodipine,tablet`)).toThrow(/line 3/);
  });
});

describe('searchMedicines (spec part 2 §2 medicine search)', { timeout: 60_000 }, () => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi();
    token = (await signIn(api, seedEmails.alexLinked)).access_token;
  }, 120_000);
  afterAll(() => api.close());

  const search = async (searchString: string) => {
    const response = await api.call({
      method: 'POST',
      url: '/v1/medicines/search',
      token,
      payload: { searchString },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ medicines: MedicineSearchResult[] }>().medicines;
  };
  const names = async (searchString: string) =>
    (await search(searchString)).map((medicine) => medicine.description);

  it('has the whole list in the database after start', async () => {
    expect(await countRows(api.database, medicines)).toBe(loadMedicineList().length);
  });

  it('answers a name with its forms, each with its strengths, smallest first', async () => {
    const [amlodipine] = await search('amlodipine');
    expect(amlodipine).toEqual({
      description: 'Amlodipine',
      types: [
        { type: 'oral solution', options: [expect.objectContaining({ option: '5mg/5ml' })] },
        { type: 'oral suspension', options: [expect.objectContaining({ option: '5mg/5ml' })] },
        {
          type: 'tablet',
          options: [
            { medicineId: 'amlodipine-tablet-5mg', option: '5mg' },
            { medicineId: 'amlodipine-tablet-10mg', option: '10mg' },
          ],
        },
      ],
    });
  });

  it('ignores case and extra spaces', async () => {
    expect(await names('  AMLO   ')).toEqual(await names('amlo'));
    expect((await names('CO-CODAMOL'))[0]).toBe('Co-codamol');
    expect((await names('ethinylestradiol   with  LEVO'))[0]).toBe(
      'Ethinylestradiol with levonorgestrel',
    );
  });

  it('puts names starting with the text first, then names with a word starting so', async () => {
    const found = await names('sodium');
    const firstWordPrefix = found.findIndex((name) => !name.toLowerCase().startsWith('sodium'));
    expect(firstWordPrefix).toBeGreaterThan(0);
    expect(found.slice(0, firstWordPrefix).every((name) => name.startsWith('Sodium'))).toBe(true);
    expect(found.slice(firstWordPrefix)).toContain('Docusate sodium');
  });

  it('finds a misspelt name, and answers two characters with prefix matches only', async () => {
    expect(await names('amlodopine')).toContain('Amlodipine');
    expect(await names('atorvastatine')).toContain('Atorvastatin');
    const twoLetters = await names('om');
    expect(twoLetters.length).toBeGreaterThan(0);
    expect(twoLetters.every((name) => /(^|\s)om/i.test(name))).toBe(true);
  });

  it('answers nothing for text no medicine has, and at most 20 names', async () => {
    expect(await search('zzqx')).toEqual([]);
    expect((await search('co')).length).toBeLessThanOrEqual(20);
  });

  it('refuses fewer than two characters besides spaces, and takes % and _ literally', async () => {
    const response = await api.call({
      method: 'POST',
      url: '/v1/medicines/search',
      token,
      payload: { searchString: ' a ' },
    });
    expect(expectError(response, 400, 'validation').reasons).toEqual([
      { field: 'searchString', reason: 'pattern' },
    ]);
    expect(await search('%%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
  });

  it('loads a changed list at the next start, and leaves an unchanged one alone', async () => {
    expect(await syncMedicineList(api.database)).toBe(false);
    const shorter = loadMedicineList().slice(0, 100);
    expect(await syncMedicineList(api.database, shorter)).toBe(true);
    expect(await countRows(api.database, medicines)).toBe(100);
    expect(await syncMedicineList(api.database)).toBe(true);
    expect(await countRows(api.database, medicines)).toBe(loadMedicineList().length);
  });
});
