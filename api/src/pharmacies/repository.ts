import { and, asc, between, getTableColumns, isNotNull, lte, sql } from 'drizzle-orm';
import type { PharmacyRow } from '../accounts/repository';
import type { Queryable } from '../db/database';
import { pharmacies } from '../db/schema';
import type { LatLon } from '../geocoding/geocoder';

/** A pharmacy row of the directory as it is upserted: every column given (api/src/demo/pharmacy-directory.ts). */
export type DirectoryPharmacy = Required<
  Omit<typeof pharmacies.$inferInsert, 'createdAt' | 'updatedAt'>
>;

// 17 columns a row: well under PostgreSQL's 65,535 parameters a statement.
const UPSERT_ROWS_PER_STATEMENT = 250;

/**
 * Inserts the directory's pharmacies, or brings existing rows (same id) up to date, a few hundred rows a
 * statement so the seed stays quick at every start.
 */
export async function upsertPharmacyDirectory(
  db: Queryable,
  directory: readonly DirectoryPharmacy[],
): Promise<void> {
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...dataColumns
  } = getTableColumns(pharmacies);
  const fromExcluded = Object.fromEntries(
    Object.entries(dataColumns).map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  );
  for (let start = 0; start < directory.length; start += UPSERT_ROWS_PER_STATEMENT) {
    await db
      .insert(pharmacies)
      .values(directory.slice(start, start + UPSERT_ROWS_PER_STATEMENT))
      .onConflictDoUpdate({ target: pharmacies.id, set: fromExcluded });
  }
}

/** Every pharmacy, by name (pharmaciesList). */
export async function listPharmacies(db: Queryable): Promise<PharmacyRow[]> {
  return db.select().from(pharmacies).orderBy(asc(pharmacies.businessName), asc(pharmacies.id));
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = 111.2;

/**
 * The pharmacies within `radiusKm` of `point` (great-circle distance), nearest first, at most `limit`.
 * Pharmacies without coordinates cannot be placed and are left out.
 */
export async function findPharmaciesNear(
  db: Queryable,
  point: LatLon,
  radiusKm: number,
  limit: number,
): Promise<{ pharmacy: PharmacyRow; distanceKm: number }[]> {
  const latitude = sql`${point.latitude}::double precision`;
  const longitude = sql`${point.longitude}::double precision`;
  // Haversine; least() keeps rounding from pushing asin's argument past 1.
  const distanceKm = sql<number>`${sql.raw(String(EARTH_RADIUS_KM))} * 2 * asin(least(1, sqrt(
    power(sin(radians(${pharmacies.latitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${pharmacies.latitude}))
      * power(sin(radians(${pharmacies.longitude} - ${longitude}) / 2), 2)
  )))`.mapWith(Number);
  // A band of latitude first, so the index narrows the rows before any distance is computed.
  const band = radiusKm / KM_PER_DEGREE_LATITUDE + 0.01;
  return db
    .select({ pharmacy: pharmacies, distanceKm })
    .from(pharmacies)
    .where(
      and(
        isNotNull(pharmacies.latitude),
        isNotNull(pharmacies.longitude),
        between(pharmacies.latitude, point.latitude - band, point.latitude + band),
        lte(distanceKm, radiusKm),
      ),
    )
    .orderBy(distanceKm, asc(pharmacies.businessName), asc(pharmacies.id))
    .limit(limit);
}
