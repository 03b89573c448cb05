import { useQuery } from '@tanstack/react-query';
import { isValid, toNormalised } from 'postcode';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { PharmaciesNearQueryVariables, PharmacyChoiceFragment } from '../../gql/graphql';
import { gatewayQuery } from '../../lib/query-keys';
import { locateBrowser } from './browser-location';

const PharmaciesNearQuery = graphql(`
  query PharmaciesNear($postcode: String, $latitude: Float, $longitude: Float) {
    pharmaciesNear(postcode: $postcode, latitude: $latitude, longitude: $longitude) {
      latitude
      longitude
      pharmacies {
        ...PharmacyChoice
      }
    }
  }
`);

/** spec part 1 §5, §9: the loaded pharmacies are filtered by postcode 1000 ms after typing stops. */
export const SEARCH_DELAY_MS = 1000;

/**
 * The place the pharmacies are near: the browser's position, the gateway's default location (spec part 1
 * §9: 55.02602, -1.62762; the gateway applies it when no place is given), or a postcode searched for.
 */
export type SearchPlace =
  | { kind: 'position'; latitude: number; longitude: number }
  | { kind: 'default' }
  | { kind: 'postcode'; postcode: string };

/** What the user's last search did, so the page can say what the list now shows. */
export type SearchOutcome =
  { kind: 'nearby' } | { kind: 'postcode'; postcode: string } | { kind: 'filter'; text: string };

function variablesFor(place: SearchPlace): PharmaciesNearQueryVariables {
  switch (place.kind) {
    case 'position':
      return { postcode: null, latitude: place.latitude, longitude: place.longitude };
    case 'postcode':
      return { postcode: place.postcode, latitude: null, longitude: null };
    case 'default':
      return { postcode: null, latitude: null, longitude: null };
  }
}

/** Whether a pharmacy's postcode contains the text, ignoring case and spaces. */
export function postcodeContains(pharmacy: PharmacyChoiceFragment, text: string): boolean {
  const squash = (value: string) => value.replace(/\s+/g, '').toUpperCase();
  return squash(pharmacy.postcode ?? '').includes(squash(text));
}

/**
 * The pharmacy search of the choose and change pharmacy pages (spec part 1 §5 'Pharmacy'): first the
 * pharmacies near the browser's position (or the default location); then, as the user types, a postcode
 * search when the text is a valid UK postcode, otherwise the loaded pharmacies filtered by postcode text,
 * each SEARCH_DELAY_MS after typing stops, or at once when the search is submitted.
 */
export function usePharmacySearch() {
  const [place, setPlace] = useState<SearchPlace>();
  const [geolocationUnsupported, setGeolocationUnsupported] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [outcome, setOutcome] = useState<SearchOutcome>({ kind: 'nearby' });
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void locateBrowser().then((location) => {
      if (!current) return;
      if (location.status === 'unsupported') setGeolocationUnsupported(true);
      setPlace(
        (chosen) =>
          // A postcode searched for while the browser was still deciding wins.
          chosen ??
          (location.status === 'found'
            ? { kind: 'position', latitude: location.latitude, longitude: location.longitude }
            : { kind: 'default' }),
      );
    });
    return () => {
      current = false;
    };
  }, []);

  const query = useQuery({
    ...gatewayQuery(PharmaciesNearQuery, variablesFor(place ?? { kind: 'default' })),
    enabled: place !== undefined,
    // A failed search says so at once (the page offers to search again).
    retry: false,
  });

  const applySearch = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    const trimmed = text.trim();
    if (isValid(trimmed)) {
      const postcode = toNormalised(trimmed) ?? trimmed;
      setPlace({ kind: 'postcode', postcode });
      setOutcome({ kind: 'postcode', postcode });
    } else {
      setOutcome(trimmed === '' ? { kind: 'nearby' } : { kind: 'filter', text: trimmed });
    }
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const changeSearchText = (text: string) => {
    setSearchText(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => applySearch(text), SEARCH_DELAY_MS);
  };

  const loaded = query.data?.pharmaciesNear;
  const pharmacies = useMemo(() => {
    const all = loaded?.pharmacies ?? [];
    return outcome.kind === 'filter'
      ? all.filter((pharmacy) => postcodeContains(pharmacy, outcome.text))
      : all;
  }, [loaded, outcome]);

  return {
    /** Undefined while the browser is asked where the user is. */
    place,
    /** Still finding the pharmacies: the browser is asked where the user is, or the search runs. */
    searching: place === undefined || query.isPending,
    geolocationUnsupported,
    searchText,
    changeSearchText,
    /** Search now (the form was submitted): no waiting for the delay; a failed search is tried again. */
    submitSearch: () => {
      applySearch(searchText);
      const again =
        place?.kind === 'postcode' && place.postcode === toNormalised(searchText.trim());
      if (again && query.isError) void query.refetch();
    },
    outcome,
    query,
    /** The loaded pharmacies, filtered by the postcode text when the last search was a filter. */
    pharmacies,
    /** The centre of the loaded pharmacies (the place searched, or the default location). */
    centre: loaded ? { lat: loaded.latitude, lng: loaded.longitude } : undefined,
  };
}
