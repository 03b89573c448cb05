/**
 * The demo pharmacy directory (issue #5): several hundred invented pharmacies across England, generated once
 * by scripts/generate-pharmacy-directory.ts into ./pharmacy-directory.jsonl and upserted by the seed (./seed.ts).
 *
 * File format, compact because it is committed: JSON Lines, the first line the column names, then one JSON
 * array per pharmacy in that column order; `openingTimes` is written as seven strings, Monday first
 * (./opening-times.ts parseCompactOpeningTimes). A `.jsonl` file is left alone by Prettier, which would
 * otherwise spread each pharmacy over sixty lines.
 */
import { readFileSync } from 'node:fs';
import { parseCompactOpeningTimes, toCompactOpeningTimes } from '../pharmacies/opening-times';
import type { DirectoryPharmacy } from '../pharmacies/repository';

export const directoryFileUrl = new URL('./pharmacy-directory.jsonl', import.meta.url);

const columns = [
  'id',
  'businessName',
  'address1',
  'address2',
  'address3',
  'city',
  'postcode',
  'telephone',
  'latitude',
  'longitude',
  'visibleOnMap',
  'isServiceBookingEnabled',
  'ownershipType',
  'hasPromoteServiceCard',
  'promotedServices',
  'servicesOffered',
  'openingTimes',
] as const satisfies readonly (keyof DirectoryPharmacy)[];

/** The file's text for these pharmacies. */
export function formatDirectoryFile(directory: readonly DirectoryPharmacy[]): string {
  const lines = directory.map((pharmacy) =>
    JSON.stringify(
      columns.map((column) =>
        column === 'openingTimes' ? toCompactOpeningTimes(pharmacy.openingTimes) : pharmacy[column],
      ),
    ),
  );
  return `${[JSON.stringify(columns), ...lines].join('\n')}\n`;
}

/** Reads the file's text back; throws on a header or row that does not fit. */
export function parseDirectoryFile(text: string): DirectoryPharmacy[] {
  const [header, ...rows] = text.split('\n').filter((line) => line.trim() !== '');
  if (header !== JSON.stringify(columns)) {
    throw new Error(
      'the pharmacy directory file has other columns than pharmacy-directory.ts expects',
    );
  }
  return rows.map((line, index) => {
    const values: unknown = JSON.parse(line);
    if (!Array.isArray(values) || values.length !== columns.length) {
      throw new Error(`pharmacy directory row ${index + 1} does not have ${columns.length} values`);
    }
    const row = Object.fromEntries(columns.map((column, position) => [column, values[position]]));
    return {
      ...row,
      openingTimes: parseCompactOpeningTimes(row.openingTimes as string[]),
    } as DirectoryPharmacy;
  });
}

let loaded: DirectoryPharmacy[] | undefined;

/** The committed directory, read once per process. */
export function loadPharmacyDirectory(): DirectoryPharmacy[] {
  loaded ??= parseDirectoryFile(readFileSync(directoryFileUrl, 'utf8'));
  return loaded;
}
