/**
 * Stable identifiers of the demo data (./seed.ts), so tests and later issues can refer to seeded rows.
 * Never reuse or renumber one: development databases keep rows seeded under these ids.
 */

/** The password of every seeded account. */
export const SEED_PASSWORD = 'Password123!';

export const seedPharmacyIds = {
  /** Owned by the provider: promotes services, takes service bookings, shows the vaccination card. */
  gosforthOwned: '5eed0000-0000-4000-8000-000000000101',
  /** Independent, no bookings. */
  jesmondIndependent: '5eed0000-0000-4000-8000-000000000102',
  /** Partner pharmacy taking bookings, no promoted services. */
  quaysidePartner: '5eed0000-0000-4000-8000-000000000103',
  /** Not shown on the map (visibleOnMap false). */
  hiddenFromMap: '5eed0000-0000-4000-8000-000000000104',
} as const;

/** Services promoted by the owned pharmacy; issue #5's pharmacy services should reuse these ids. */
export const seedPromotedServiceIds = {
  fluVaccination: '5eed0000-0000-4000-8000-000000000501',
  bloodPressureCheck: '5eed0000-0000-4000-8000-000000000502',
} as const;

export const seedPracticeOdsCodes = {
  /** EMIS-like GP system, everything enabled. */
  emis: 'A12345',
  /** TPP-like GP system (integrationType 1), comments required on prescription requests. */
  tpp: 'B67890',
} as const;

export const seedAccountIds = {
  alexLinked: '5eed0000-0000-4000-8000-000000000201',
  taraTpp: '5eed0000-0000-4000-8000-000000000202',
  morganManual: '5eed0000-0000-4000-8000-000000000203',
  ninaNoPharmacy: '5eed0000-0000-4000-8000-000000000204',
  unaUnverified: '5eed0000-0000-4000-8000-000000000205',
  vicVerified: '5eed0000-0000-4000-8000-000000000206',
  leeLocked: '5eed0000-0000-4000-8000-000000000207',
  nadiaNhsLogin: '5eed0000-0000-4000-8000-000000000208',
} as const;

export const seedEmails = {
  alexLinked: 'alex.linked@example.com',
  taraTpp: 'tara.tpp@example.com',
  morganManual: 'morgan.manual@example.com',
  ninaNoPharmacy: 'nina.nopharmacy@example.com',
  unaUnverified: 'una.unverified@example.com',
  vicVerified: 'vic.verified@example.com',
  leeLocked: 'lee.locked@example.com',
  nadiaNhsLogin: 'nadia.nhslogin@example.com',
} as const satisfies Record<keyof typeof seedAccountIds, string>;

export const seedPatientIds = {
  /** Alex's own patient. */
  alexMorgan: '5eed0000-0000-4000-8000-000000000301',
  /** Proxy patients Alex acts for (same practice). */
  samMorgan: '5eed0000-0000-4000-8000-000000000302',
  joMorgan: '5eed0000-0000-4000-8000-000000000303',
  taraTaylor: '5eed0000-0000-4000-8000-000000000304',
  morganReed: '5eed0000-0000-4000-8000-000000000305',
  ninaNorth: '5eed0000-0000-4000-8000-000000000306',
  leeLockwood: '5eed0000-0000-4000-8000-000000000307',
  nadiaNash: '5eed0000-0000-4000-8000-000000000308',
} as const;
