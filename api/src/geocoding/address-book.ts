/**
 * The address search of My profile (spec part 2 'My profile', §5, §7 'Address search'): the addresses of the
 * embedded geocoder's demo area (../demo/addresses.jsonl, one or more a postcode of ../demo/places.csv), read
 * once per process and searched in memory. An index of a few thousand lines answers in well under a
 * millisecond (scripts/bench/address-search.ts), so no database table is needed.
 *
 * File format, as the pharmacy directory's: JSON Lines, the first line the column names, then one JSON array
 * per address in that column order. A content designer or tester adds an address by adding a line.
 */
import { readFileSync } from 'node:fs';
import { normalisePostcode } from './geocoder';

export const addressesFileUrl = new URL('../demo/addresses.jsonl', import.meta.url);

/** One postal address as the search answers it (spec part 2 §7: address1-3, city, postcode). */
export interface PostalAddress {
  address1: string;
  address2: string | null;
  address3: string | null;
  city: string;
  postcode: string;
}

const columns = ['address1', 'address2', 'address3', 'city', 'postcode'] as const;

/** A street has a few dozen addresses; more than this many results means the text was too vague. */
export const ADDRESS_SEARCH_LIMIT = 50;

/** Reads the file's text; throws on a header or row that does not fit, or a postcode that is not one. */
export function parseAddressesFile(text: string): PostalAddress[] {
  const [header, ...rows] = text.split('\n').filter((line) => line.trim() !== '');
  if (header !== JSON.stringify(columns)) {
    throw new Error(`the addresses file must start with ${JSON.stringify(columns)}`);
  }
  return rows.map((line, index) => {
    const values: unknown = JSON.parse(line);
    const [address1, address2, address3, city, postcode] = Array.isArray(values)
      ? (values as unknown[])
      : [];
    const optional = (value: unknown) => value === null || typeof value === 'string';
    const normalised = typeof postcode === 'string' ? normalisePostcode(postcode) : undefined;
    if (
      typeof address1 !== 'string' ||
      !optional(address2) ||
      !optional(address3) ||
      typeof city !== 'string' ||
      normalised?.kind !== 'postcode'
    ) {
      throw new Error(`address ${index + 1} of the addresses file is not valid: ${line}`);
    }
    return {
      address1,
      address2,
      address3,
      city,
      postcode: normalised.code,
    };
  });
}

export interface AddressBook {
  /** How many addresses it holds. */
  readonly size: number;
  /**
   * Addresses matching the search, by postcode then in the file's order: a postcode or its start in any
   * case and spacing ("ne1 0s", "NE10SL"), else those with a word starting with each typed word
   * ("church st jesmond"). At most ADDRESS_SEARCH_LIMIT.
   */
  search(text: string): PostalAddress[];
}

/** The first index in the sorted `keys` whose key is not below `key`. */
function lowerBound(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The words of an address or a search: lower case, split at spaces and punctuation. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * An address book over these addresses. Two indexes, both searched by binary search so a search costs about
 * the same over a region's addresses as over a street's: the addresses sorted by compact postcode, and the
 * sorted distinct words with the addresses holding each.
 */
export function createAddressBook(addresses: readonly PostalAddress[]): AddressBook {
  const byPostcode = addresses
    .map((address, position) => ({ address, position, compact: address.postcode.replace(' ', '') }))
    .sort((a, b) =>
      a.compact === b.compact ? a.position - b.position : a.compact < b.compact ? -1 : 1,
    );
  const compactPostcodes = byPostcode.map((entry) => entry.compact);

  const holders = new Map<string, number[]>();
  const wordsByRank = byPostcode.map(({ address }, rank) => {
    const lines = [
      address.address1,
      address.address2,
      address.address3,
      address.city,
      address.postcode,
    ];
    const own = [...new Set(wordsOf(lines.filter((line) => line !== null).join(' ')))];
    for (const word of own) {
      const list = holders.get(word);
      if (list) list.push(rank);
      else holders.set(word, [rank]);
    }
    return own;
  });
  const words = [...holders.keys()].sort();

  /** The lists of addresses (by rank, ascending) holding a word that starts with `prefix`. */
  const holdersOfWordsStarting = (prefix: string): number[][] => {
    const lists: number[][] = [];
    for (let index = lowerBound(words, prefix); index < words.length; index += 1) {
      const word = words[index] ?? '';
      if (!word.startsWith(prefix)) break;
      lists.push(holders.get(word) ?? []);
    }
    return lists;
  };
  const total = (lists: number[][]) => lists.reduce((sum, list) => sum + list.length, 0);

  /** Addresses with a word starting with each typed word, by rank, at most ADDRESS_SEARCH_LIMIT. */
  const searchWords = (typed: string[]): PostalAddress[] => {
    // Candidates from the rarest typed word; each is then checked against its own few words for the rest.
    const [rarest, ...others] = typed
      .map((prefix) => ({ prefix, lists: holdersOfWordsStarting(prefix) }))
      .sort((a, b) => total(a.lists) - total(b.lists));
    if (!rarest) return [];
    const candidates =
      rarest.lists.length === 1
        ? (rarest.lists[0] ?? [])
        : rarest.lists.flat().sort((a, b) => a - b);
    const found: PostalAddress[] = [];
    for (const rank of candidates) {
      if (found.length === ADDRESS_SEARCH_LIMIT) break;
      const own = wordsByRank[rank] ?? [];
      if (others.every(({ prefix }) => own.some((word) => word.startsWith(prefix)))) {
        const address = byPostcode[rank]?.address;
        // Two words of one address starting alike list it twice.
        if (address && found.at(-1) !== address) found.push(address);
      }
    }
    return found;
  };

  return {
    size: addresses.length,
    search(text) {
      const compact = text.toUpperCase().replace(/\s+/g, '');
      // A postcode's outward code starts with letters then a digit: "NE1", "NE1 0", "NE10SL".
      if (/^[A-Z]{1,2}[0-9]/.test(compact)) {
        const found: PostalAddress[] = [];
        for (
          let index = lowerBound(compactPostcodes, compact);
          index < byPostcode.length;
          index += 1
        ) {
          const entry = byPostcode[index];
          if (!entry?.compact.startsWith(compact) || found.length === ADDRESS_SEARCH_LIMIT) break;
          found.push(entry.address);
        }
        if (found.length > 0) return found;
      }
      return searchWords(wordsOf(text));
    },
  };
}

let loaded: AddressBook | undefined;

/** The committed addresses, read and indexed once per process. */
export function loadAddressBook(): AddressBook {
  loaded ??= createAddressBook(parseAddressesFile(readFileSync(addressesFileUrl, 'utf8')));
  return loaded;
}
