/**
 * Makes the demo pharmacy directory and the postcodes it uses (scripts/generate-pharmacy-directory.ts writes
 * them to ./pharmacy-directory.jsonl and ./places.csv). Pure and seeded: the same input gives the same
 * output, byte for byte, so the committed files can always be made again. Names are invented (independents
 * and made-up chains, no real trademarks); addresses need not exist, but every postcode has a real district's
 * format and lies in that district.
 */
import { seedPromotedServiceIds } from './seed-ids';
import type { GeocodedPlace } from '../geocoding/geocoder';
import {
  directoryAreas,
  type DirectoryArea,
  type DirectoryDistrict,
} from './pharmacy-directory-areas';
import type { DirectoryPharmacy } from '../pharmacies/repository';
import { weekdays, type OpeningPeriod, type OpeningTimes } from '../pharmacies/opening-times';

export interface GeneratedDirectory {
  pharmacies: DirectoryPharmacy[];
  /** Every district of the areas, then every full postcode used (the directory's and `knownPlaces`). */
  places: GeocodedPlace[];
}

/** The seed the committed files were made with. */
export const DIRECTORY_SEED = 20_260_005;

export interface DirectoryGeneratorInput {
  seed: number;
  /** Postcodes that must resolve too and must not be reused (the seeded pharmacies', ./seed.ts). */
  knownPlaces: GeocodedPlace[];
}

/** The first directory pharmacy's id ends in ...000000010001, the next ...10002, and so on. */
export function directoryPharmacyId(index: number): string {
  return `d1ec7000-0000-4000-8000-${String(10_001 + index).padStart(12, '0')}`;
}

/** In the order the app lists them (servicesOffered keeps this order). */
const serviceChances: [name: string, chance: number][] = [
  ['Pharmacy First', 0.9],
  ['Blood pressure check', 0.75],
  ['Flu vaccination', 0.7],
  ['COVID-19 vaccination', 0.25],
  ['New Medicine Service', 0.6],
  ['Contraception', 0.4],
  ['Emergency contraception', 0.55],
  ['Stop smoking', 0.35],
  ['Travel vaccinations', 0.15],
  ['Weight management', 0.1],
  ['Medicines delivery', 0.3],
];

const chainNames = [
  'CarePoint Pharmacy',
  'Greenleaf Pharmacy',
  'Meridian Chemists',
  'Kestrel Pharmacy',
  'Willowbrook Pharmacy',
  'Harbour Health Pharmacy',
  'Northstar Chemists',
  'Oakfield Pharmacy',
];

const surnames = [
  'Patel',
  'Robson',
  'Armstrong',
  'Khan',
  'Charlton',
  'Milburn',
  'Ahmed',
  'Dodds',
  'Shah',
  'Hall',
  'Fenwick',
  'Singh',
  'Walton',
  'Hussain',
  'Liddle',
  'Okafor',
  'Brennan',
  'Chowdhury',
  'Ridley',
  'Young',
];

const streets = [
  'High Street',
  'Station Road',
  'Church Street',
  'Front Street',
  'Market Street',
  'Park Road',
  'Victoria Road',
  'Queen Street',
  'King Street',
  'Mill Lane',
  'North Road',
  'Albert Road',
  'Grange Road',
  'Chester Road',
  'Westgate Road',
  'Chapel Lane',
  'Elm Grove',
  'The Parade',
  'Moor Lane',
  'Green Lane',
  'Bank Street',
  'Stanley Street',
];

// Royal Mail never uses these letters in the inward code.
const inwardLetters = Array.from('ABDEFGHJLNPQRSTUWXYZ');

type Random = () => number;

/** mulberry32: a small, well-mixed 32-bit generator; enough for demo data and reproducible anywhere. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const roundTo5 = (value: number) => Math.round(value * 100_000) / 100_000;

/** A point up to `radiusKm` from the centre, uniform over the disc. */
function pointNear(
  random: Random,
  centre: { latitude: number; longitude: number },
  radiusKm: number,
): { latitude: number; longitude: number } {
  const distance = radiusKm * Math.sqrt(random());
  const bearing = 2 * Math.PI * random();
  const kmPerDegreeLatitude = 111.2;
  const kmPerDegreeLongitude = kmPerDegreeLatitude * Math.cos((centre.latitude * Math.PI) / 180);
  return {
    latitude: roundTo5(centre.latitude + (distance * Math.cos(bearing)) / kmPerDegreeLatitude),
    longitude: roundTo5(centre.longitude + (distance * Math.sin(bearing)) / kmPerDegreeLongitude),
  };
}

function openingTimes(random: Random, owned: boolean): OpeningTimes {
  const period = (from: string, to: string): OpeningPeriod[] => [{ from, to }];
  const opens = pick(random, ['08:30', '09:00']);
  const closes = pick(random, ['17:30', '18:00', '18:30']);
  const week = (
    weekday: (day: number) => OpeningPeriod[],
    saturday: OpeningPeriod[],
    sunday: OpeningPeriod[],
  ) =>
    Object.fromEntries(
      weekdays.map((day, index) => [
        day,
        index < 5 ? weekday(index) : index === 5 ? saturday : sunday,
      ]),
    ) as unknown as OpeningTimes;
  const kind = owned
    ? pick(random, ['standard', 'extended'] as const)
    : pick(random, [
        'standard',
        'standard',
        'standard',
        'lunch',
        'lunch',
        'halfDay',
        'extended',
        'longHours',
      ] as const);
  switch (kind) {
    case 'standard': {
      const saturday = random() < 0.15 ? [] : period('09:00', pick(random, ['13:00', '17:00']));
      return week(() => period(opens, closes), saturday, []);
    }
    case 'lunch':
    case 'halfDay': {
      const [lunchFrom, lunchTo] = pick(random, [
        ['12:30', '13:30'],
        ['13:00', '14:00'],
      ] as const);
      const fullDay = [
        { from: opens, to: lunchFrom },
        { from: lunchTo, to: closes },
      ];
      const shortDay = kind === 'halfDay' ? pick(random, [2, 3]) : -1;
      return week(
        (day) => (day === shortDay ? period(opens, '13:00') : fullDay),
        period('09:00', '12:30'),
        [],
      );
    }
    case 'extended':
      return week(
        () => period('08:00', pick(random, ['20:00', '21:00'])),
        period('08:00', '18:00'),
        random() < 0.5 ? period('10:00', '16:00') : [],
      );
    case 'longHours': {
      const late = period('07:00', pick(random, ['22:00', '23:00']));
      return week(() => late, late, period('10:00', '16:00'));
    }
  }
}

function servicesOffered(random: Random): string[] {
  return serviceChances.filter(([, chance]) => random() < chance).map(([name]) => name);
}

const promotedCards = {
  fluVaccination: {
    serviceId: seedPromotedServiceIds.fluVaccination,
    serviceCardText: 'Book your free NHS flu vaccination at our pharmacy.',
  },
  bloodPressureCheck: {
    serviceId: seedPromotedServiceIds.bloodPressureCheck,
    serviceCardText: 'Free blood pressure check for adults aged 40 and over.',
  },
};

type Ownership = 'Owned' | 'Partner' | 'Independent';

function businessName(random: Random, ownership: Ownership, locality: string, street: string) {
  if (ownership === 'Owned') return `Medicines Online Pharmacy ${locality}`;
  if (ownership === 'Partner') return `${pick(random, chainNames)} ${locality}`;
  const surname = pick(random, surnames);
  return pick(random, [
    `${locality} Pharmacy`,
    `${surname} Chemist`,
    `${surname}'s Pharmacy`,
    `${street} Pharmacy`,
    `${locality} Health Centre Pharmacy`,
    `${surname} & ${pick(random, surnames)} Chemists`,
  ]);
}

/** Builds the directory: `pharmacies` per district as pharmacy-directory-areas.ts says, with their postcodes. */
export function generatePharmacyDirectory(input: DirectoryGeneratorInput): GeneratedDirectory {
  const random = seededRandom(input.seed);
  const usedPostcodes = new Set(input.knownPlaces.map((place) => place.code));
  const usedNames = new Set<string>();
  const pharmacies: DirectoryPharmacy[] = [];
  const postcodes: GeocodedPlace[] = [...input.knownPlaces];

  const newPostcode = (outcode: string) => {
    for (;;) {
      const inward = `${Math.floor(random() * 10)}${pick(random, inwardLetters)}${pick(random, inwardLetters)}`;
      const postcode = `${outcode} ${inward}`;
      if (!usedPostcodes.has(postcode)) {
        usedPostcodes.add(postcode);
        return postcode;
      }
    }
  };

  const addPharmacy = (area: DirectoryArea, district: DirectoryDistrict, telephone: string) => {
    const roll = random();
    const ownership: Ownership = roll < 0.03 ? 'Owned' : roll < 0.5 ? 'Partner' : 'Independent';
    const owned = ownership === 'Owned';
    const street = pick(random, streets);
    // "Greenleaf Pharmacy Leeds", not "... City Centre".
    const nameLocality =
      district.locality === 'City Centre' ? (district.city ?? area.city) : district.locality;
    // Names are unique, so a list never shows two the same: a few tries, then the street or district added.
    let name = businessName(random, ownership, nameLocality, street);
    for (let attempt = 0; attempt < 4 && usedNames.has(name); attempt += 1) {
      name = businessName(random, ownership, nameLocality, street);
    }
    if (usedNames.has(name)) name = `${name}, ${street}`;
    if (usedNames.has(name)) name = `${name} (${district.outcode})`;
    usedNames.add(name);

    const postcode = newPostcode(district.outcode);
    const place = pointNear(random, district, district.radiusKm ?? 1.3);
    postcodes.push({ code: postcode, ...place });
    // The door is a few metres from the postcode's point.
    const location = pointNear(random, place, 0.03);

    const inShoppingCentre = random() < 0.1;
    const services = servicesOffered(random);
    const promotes = owned || (ownership === 'Partner' && random() < 0.08);
    pharmacies.push({
      id: directoryPharmacyId(pharmacies.length),
      businessName: name,
      address1: inShoppingCentre
        ? `Unit ${1 + Math.floor(random() * 40)}, ${district.locality} Shopping Centre`
        : `${1 + Math.floor(random() * 240)} ${street}`,
      address2: inShoppingCentre ? street : district.locality,
      address3: area.county && random() < 0.25 ? area.county : null,
      city: district.city ?? area.city,
      postcode,
      telephone,
      latitude: location.latitude,
      longitude: location.longitude,
      visibleOnMap: owned || random() >= 0.03,
      isServiceBookingEnabled: owned || random() < (ownership === 'Partner' ? 0.6 : 0.25),
      ownershipType: ownership,
      hasPromoteServiceCard: promotes,
      promotedServices: !promotes
        ? []
        : owned
          ? [promotedCards.fluVaccination, promotedCards.bloodPressureCheck]
          : [promotedCards.fluVaccination],
      servicesOffered:
        promotes && !services.includes('Flu vaccination')
          ? serviceChances
              .map(([service]) => service)
              .filter((service) => service === 'Flu vaccination' || services.includes(service))
          : services,
      openingTimes: openingTimes(random, owned),
    });
  };

  for (const area of directoryAreas) {
    // Numbers from the middle of Ofcom's drama range, one per pharmacy.
    let telephoneNumber = 100;
    for (const district of area.districts) {
      for (let count = 0; count < district.pharmacies; count += 1) {
        addPharmacy(
          area,
          district,
          `${area.telephonePrefix}${String(telephoneNumber).padStart(4, '0')}`,
        );
        telephoneNumber += 1;
      }
    }
  }

  const districts = directoryAreas.flatMap((area) =>
    area.districts.map(({ outcode, latitude, longitude }) => ({
      code: outcode,
      latitude,
      longitude,
    })),
  );
  // Code-point order, not locale order: the output must not depend on the machine's ICU data.
  const byCode = (a: GeocodedPlace, b: GeocodedPlace) =>
    a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
  return { pharmacies, places: [...districts.sort(byCode), ...postcodes.sort(byCode)] };
}
