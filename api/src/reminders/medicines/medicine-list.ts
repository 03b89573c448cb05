/**
 * The medicine list (./medicines.csv, its source and licence in ./README.md) read into one row per name, form
 * and strength, and kept in the database's `medicines` table, where the search runs (../medicine-search.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { normaliseMedicineSearch } from '../../contract';
import { rowsOf, type ApiDatabase, type Queryable } from '../../db/database';
import { medicines } from '../../db/schema';

export type MedicineRow = typeof medicines.$inferSelect;

const LIST_FILE = new URL('./medicines.csv', import.meta.url);
const HEADER = 'name,form,strengths';
// Rows per INSERT: far below PostgreSQL's 65,535 parameters (5 a row).
const INSERT_BATCH = 1000;

/** A stable id from the name, form and strength: lower case, runs of anything else as one hyphen. */
export function medicineId(name: string, form: string, strength: string): string {
  return `${name}-${form}-${strength}`
    .toLowerCase()
    .replace(/%/g, 'pc')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Parses the list: a header, `#` comment lines (the BNF chapters), then `name,form,strengths` with the
 * strengths separated by `;`. Throws, naming the line, on anything else or on a name and form given twice.
 */
export function parseMedicineList(text: string): MedicineRow[] {
  const lines = text.split(/\r?\n/);
  if (lines[0] !== HEADER) throw new Error(`medicines.csv must start with "${HEADER}"`);
  const rows: MedicineRow[] = [];
  const ids = new Set<string>();
  const forms = new Set<string>();
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const where = `medicines.csv line ${index + 2}`;
    const fields = line.split(',').map((field) => field.trim());
    const [name, form, strengths] = fields;
    if (fields.length !== 3 || !name || !form || !strengths) {
      throw new Error(`${where}: expected name,form,strengths`);
    }
    const nameForm = `${normaliseMedicineSearch(name)}|${form.toLowerCase()}`;
    if (forms.has(nameForm)) throw new Error(`${where}: ${name} ${form} is listed twice`);
    forms.add(nameForm);
    for (const strength of strengths.split(';').map((value) => value.trim())) {
      const id = medicineId(name, form, strength);
      if (!strength || ids.has(id)) throw new Error(`${where}: strength "${strength}" repeated`);
      ids.add(id);
      rows.push({ id, name, nameKey: normaliseMedicineSearch(name), form, strength });
    }
  });
  return rows;
}

/** The list shipped with the API. */
export function loadMedicineList(): MedicineRow[] {
  return parseMedicineList(readFileSync(LIST_FILE, 'utf8'));
}

function rowLine(row: Pick<MedicineRow, 'id' | 'name' | 'form' | 'strength'>): string {
  return [row.id, row.name, row.form, row.strength].join('|');
}

/** A digest of the rows, in id order by code point: the database computes the same (storedDigest). */
function listDigest(rows: readonly MedicineRow[]): string {
  const lines = rows.map(rowLine).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('md5').update(lines.join('\n')).digest('hex');
}

async function storedDigest(db: Queryable): Promise<string> {
  const result = await db.execute(sql`
    SELECT coalesce(md5(string_agg(
      ${medicines.id} || '|' || ${medicines.name} || '|' || ${medicines.form} || '|' || ${medicines.strength},
      E'\n' ORDER BY ${medicines.id} COLLATE "C")), md5('')) AS digest
    FROM ${medicines}`);
  const [row] = rowsOf<{ digest: string }>(result);
  return row?.digest ?? '';
}

/** Replaces the table's rows with these in one transaction. */
export async function replaceMedicines(db: Queryable, rows: readonly MedicineRow[]): Promise<void> {
  await db.delete(medicines);
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insert(medicines).values(rows.slice(start, start + INSERT_BATCH));
  }
}

/**
 * Makes the `medicines` table hold exactly the shipped list, at every start (reference data, so also with
 * SEED=false). A digest comparison makes the usual case, nothing changed, one query; several processes
 * starting at once each replace it in their own transaction, which ends the same.
 */
export async function syncMedicineList(
  database: ApiDatabase,
  rows: readonly MedicineRow[] = loadMedicineList(),
): Promise<boolean> {
  const { db } = database;
  if ((await storedDigest(db)) === listDigest(rows)) return false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${medicines} IN EXCLUSIVE MODE`);
    if ((await storedDigest(tx)) !== listDigest(rows)) await replaceMedicines(tx, rows);
  });
  // The replaced rows' index entries and the trigram index's pending list would otherwise slow every search
  // until a vacuum came (PGlite runs none by itself); outside the transaction, as VACUUM must be.
  await db.execute(sql`VACUUM ANALYZE ${medicines}`);
  return true;
}
