/**
 * The address search's latency (api/src/geocoding/address-book.ts), timed in this process: over the shipped
 * addresses (api/src/demo/addresses.jsonl), then over 100,000 invented ones at as many postcodes, which
 * shows how the in-memory search grows with a whole region's addresses.
 */
import { performance } from 'node:perf_hooks';
import {
  createAddressBook,
  loadAddressBook,
  type AddressBook,
  type PostalAddress,
} from '../../api/src/geocoding/address-book';

/** What patients type: whole and partial postcodes in any spacing, street names, a town, nothing found. */
export const addressSearches = [
  'NE2 2DJ',
  'ne22dj',
  'NE1 0',
  'NE12',
  'acorn road',
  'church street jesmond',
  'gateshead',
  'flat 6',
  'zzqx road',
  'NE99 9ZZ',
];

const STREETS = ['Church Street', 'Acorn Road', 'Market Street', 'Station Road', 'Park Road'];
const TOWNS = ['Newcastle upon Tyne', 'Gateshead', 'North Shields', 'Whitley Bay'];

/** `count` invented addresses, ten a postcode across NE1 to NE99. */
export function syntheticAddresses(count: number): PostalAddress[] {
  return Array.from({ length: count }, (_, index) => {
    const code = Math.floor(index / 10);
    const letters = String.fromCharCode(65 + (code % 26), 65 + (Math.floor(code / 26) % 26));
    return {
      address1: `${(index % 10) + 1} ${STREETS[code % STREETS.length] ?? ''}`,
      address2: null,
      address3: null,
      city: TOWNS[code % TOWNS.length] ?? '',
      postcode: `NE${(code % 99) + 1} ${code % 10}${letters}`,
    };
  });
}

export interface AddressSearchTiming {
  list: string;
  rows: number;
  samples: number[];
}

function timeSearches(book: AddressBook, samples: number, warmUp: number): number[] {
  const times: number[] = [];
  for (let round = 0; round < warmUp + samples; round += 1) {
    const text = addressSearches[round % addressSearches.length] ?? '';
    const start = performance.now();
    book.search(text);
    if (round >= warmUp) times.push(performance.now() - start);
  }
  return times;
}

/** Times `samples` searches on the shipped addresses and on 100,000, after `warmUp` untimed ones each. */
export function benchAddressSearch(samples: number, warmUp: number): AddressSearchTiming[] {
  const synthetic = syntheticAddresses(100_000);
  const shipped = loadAddressBook();
  return [
    {
      list: 'shipped (api/src/demo/addresses.jsonl)',
      rows: shipped.size,
      samples: timeSearches(shipped, samples, warmUp),
    },
    {
      list: 'synthetic',
      rows: synthetic.length,
      samples: timeSearches(createAddressBook(synthetic), samples, warmUp),
    },
  ];
}
