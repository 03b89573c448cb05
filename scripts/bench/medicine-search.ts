/**
 * The medicine search's latency (api/src/reminders/medicine-search.ts), timed in this process straight on an
 * in-memory PGlite database (as the bench's API uses): over the shipped list, then over a synthetic list of
 * 100,000 names, which shows whether the trigram and prefix indexes, not a scan, answer it. The invented
 * names are made of syllables of real ones, so the trigram index has as many near misses to sort out.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase, type ApiDatabase } from '../../api/src/db/database';
import { migrate } from '../../api/src/db/migrate';
import { searchMedicines } from '../../api/src/reminders/medicine-search';
import {
  loadMedicineList,
  medicineId,
  syncMedicineList,
  type MedicineRow,
} from '../../api/src/reminders/medicines/medicine-list';
import { normaliseMedicineSearch } from '../../api/src/contract';

/** What patients type: 2-letter starts, partial and whole names, a misspelling, a word inside a name, nothing. */
export const benchSearches = [
  'am',
  'amlo',
  'amlodipine',
  'ator',
  'atorvastatine',
  'paracet',
  'co-co',
  'sodium',
  'insulin',
  'omep',
  'metf',
  'hydrocort',
  'ibu',
  'sert',
  'levo',
  'pred',
  'salb',
  'eye',
  'with tim',
  'zzqx',
];

const SYLLABLES = [
  'am',
  'lo',
  'di',
  'pine',
  'tor',
  'va',
  'sta',
  'tin',
  'pra',
  'zo',
  'le',
  'mi',
  'fen',
  'ol',
  'ce',
  'ti',
  'ri',
  'zine',
  'met',
  'for',
  'min',
  'ser',
  'tra',
  'line',
  'ca',
  'bu',
  'pro',
  'fen',
  'ox',
  'cil',
  'lin',
  'dox',
  'y',
  'cy',
  'clo',
  'ne',
  'ga',
  'ba',
  'pen',
  'tin',
  'ro',
  'su',
  'val',
  'sar',
  'tan',
];
const FORMS = ['tablet', 'capsule', 'oral solution', 'cream', 'eye drops', 'inhaler'];

/** `count` distinct invented names (numbered, so distinct), the same every run, one row each. */
export function syntheticMedicines(count: number): MedicineRow[] {
  let state = 20_260_214;
  // A 32-bit linear congruential generator (Numerical Recipes' constants): fixed seed, same names each run.
  const pick = <T>(values: readonly T[]): T => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return values[state % values.length] as T;
  };
  return Array.from({ length: count }, (_, index) => {
    const syllables = Array.from({ length: pick([2, 3, 4]) }, () => pick(SYLLABLES)).join('');
    const salt = pick([true, false, false, false]) ? ` ${pick(SYLLABLES)}ate` : '';
    const name = `${syllables.charAt(0).toUpperCase()}${syllables.slice(1)}${salt} ${index}`;
    const form = pick(FORMS);
    const strength = `${pick([5, 10, 20, 25, 40, 50, 100, 250, 500])}mg`;
    return {
      id: medicineId(name, form, strength),
      name,
      nameKey: normaliseMedicineSearch(name),
      form,
      strength,
    };
  });
}

export interface SearchTiming {
  list: string;
  rows: number;
  samples: number[];
}

async function timeSearches(
  database: ApiDatabase,
  samples: number,
  warmUp: number,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) {
    await searchMedicines(database.db, benchSearches[i % benchSearches.length] ?? 'am');
  }
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const search = benchSearches[i % benchSearches.length] ?? 'am';
    const start = performance.now();
    await searchMedicines(database.db, search);
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * Times `samples` searches (the queries above in turn) over the shipped list, then over 100,000 names, each
 * in a database of its own loaded as the API loads it at start (syncMedicineList).
 */
export async function benchMedicineSearch(
  samples: number,
  warmUp: number,
): Promise<SearchTiming[]> {
  const timings: SearchTiming[] = [];
  for (const [list, rows] of [
    ['shipped list', loadMedicineList()],
    ['synthetic 100,000 names', syntheticMedicines(100_000)],
  ] as const) {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(database);
      await syncMedicineList(database, rows);
      timings.push({
        list,
        rows: rows.length,
        samples: await timeSearches(database, samples, warmUp),
      });
    } finally {
      await database.close();
    }
  }
  return timings;
}
