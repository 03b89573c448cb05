/**
 * The medicine search of the daily reminder widget (spec part 2 §2, §3 Medicine search result, §5): by name,
 * in the database through migration 0008's indexes, never a scan in JavaScript. Case and extra spaces do not
 * matter. Matches come in stages, each only while fewer than the limit are found, cheapest first: names
 * starting with the text (the prefix index), then names with a word starting so, then names containing it
 * (the trigram index). Only when none of those finds anything is the text taken as misspelt ("amlodopine"):
 * names like it as a whole (pg_trgm `%`) or in one word (`%>`), closest first.
 */
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { normaliseMedicineSearch } from '../contract';
import { rowsOf, type Queryable } from '../db/database';
import { medicines } from '../db/schema';
import type { MedicineSearchResult } from './reminder-schemas';

/** spec part 2 §9: the list scrolls at 500 px; twenty names fill it and more help nobody. */
export const MEDICINE_SEARCH_LIMIT = 20;

/** Below this many characters a trigram says too little: only prefixes are matched. */
const TRIGRAM_MIN_LENGTH = 3;

/** `%` and `_` are LIKE wildcards and `\` its escape; searched text means them literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The matched rows' name key, as the outer queries below name it. */
const hitKey = sql.identifier('name_key');

/**
 * Up to `limit` distinct name keys where `condition` holds, in `order` then by name. The matches are worked
 * out first (MATERIALIZED), so the planner finds them through the trigram index instead of walking the name
 * index in order and filtering every row in the hope of finding `limit` soon, which for a text nothing
 * contains means the whole table.
 */
async function nameKeysWhere(
  db: Queryable,
  condition: SQL,
  limit: number,
  order: SQL = sql`${hitKey}`,
): Promise<string[]> {
  const rows = await db.execute(sql`
    WITH hits AS MATERIALIZED (SELECT ${medicines.nameKey} AS name_key FROM ${medicines} WHERE ${condition})
    SELECT ${hitKey} FROM hits GROUP BY ${hitKey} ORDER BY ${order}, ${hitKey} LIMIT ${limit}`);
  return rowsOf<{ name_key: string }>(rows).map((row) => row.name_key);
}

/** Names starting with the text, straight from the prefix index in name order. */
async function nameKeysStartingWith(db: Queryable, like: string, limit: number): Promise<string[]> {
  const key = medicines.nameKey;
  const rows = await db.execute(sql`
    SELECT DISTINCT ${key} AS name_key FROM ${medicines} WHERE ${key} LIKE ${`${like}%`}
    ORDER BY ${key} LIMIT ${limit}`);
  return rowsOf<{ name_key: string }>(rows).map((row) => row.name_key);
}

/**
 * A misspelling's closest names: like the text as a whole or in one word. The whole-name threshold is
 * raised from pg_trgm's 0.3, which for short names lets in too much, to what a one-letter slip in a word of
 * eight or more letters still passes.
 */
async function nameKeysLike(db: Queryable, search: string, limit: number): Promise<string[]> {
  const key = medicines.nameKey;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL pg_trgm.similarity_threshold = 0.45`);
    // The planner prices a trigram comparison as cheap as `=`, so on a small table it compares every row
    // (a scan, or a walk of the name index), which costs more than the trigram index: leave it only that.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    await tx.execute(sql`SET LOCAL enable_indexonlyscan = off`);
    return nameKeysWhere(
      tx,
      sql`${key} % ${search} OR ${key} %> ${search}`,
      limit,
      sql`max(greatest(similarity(${hitKey}, ${search}), word_similarity(${search}, ${hitKey}))) DESC`,
    );
  });
}

/** The matching names' keys, best first, at most `limit`. */
async function matchingNameKeys(db: Queryable, search: string, limit: number): Promise<string[]> {
  const key = medicines.nameKey;
  const like = escapeLike(search);
  const found = new Set(await nameKeysStartingWith(db, like, limit));
  const stages: SQL[] = [sql`${key} LIKE ${`% ${like}%`}`];
  if (search.length >= TRIGRAM_MIN_LENGTH) stages.push(sql`${key} LIKE ${`%${like}%`}`);
  for (const condition of stages) {
    if (found.size >= limit) break;
    for (const name of await nameKeysWhere(db, condition, limit)) {
      if (found.size < limit) found.add(name);
    }
  }
  if (found.size > 0 || search.length < TRIGRAM_MIN_LENGTH) return [...found];
  return nameKeysLike(db, search, limit);
}

/** Medicines whose name matches `searchString` (2+ characters besides spaces; the schema checks). */
export async function searchMedicines(
  db: Queryable,
  searchString: string,
  limit = MEDICINE_SEARCH_LIMIT,
): Promise<MedicineSearchResult[]> {
  const search = normaliseMedicineSearch(searchString);
  const keys = await matchingNameKeys(db, search, limit);
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(medicines)
    .where(inArray(medicines.nameKey, keys))
    .orderBy(asc(medicines.form), asc(medicines.id));
  return keys.map((key) => {
    const named = rows.filter((row) => row.nameKey === key);
    const forms = [...new Set(named.map((row) => row.form))];
    return {
      description: named[0]?.name ?? key,
      types: forms.map((form) => ({
        type: form,
        options: named
          .filter((row) => row.form === form)
          .sort(byStrength)
          .map((row) => ({ medicineId: row.id, option: row.strength })),
      })),
    };
  });
}

/** "2.5mg" before "10mg": by the first number, then as text. */
function byStrength(a: { strength: string }, b: { strength: string }): number {
  const number = (text: string) => Number.parseFloat(/[\d.]+/.exec(text)?.[0] ?? 'NaN');
  const difference = number(a.strength) - number(b.strength);
  return Number.isNaN(difference) || difference === 0
    ? a.strength.localeCompare(b.strength)
    : difference;
}
