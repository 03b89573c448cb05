import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PharmacyChoiceFragment } from '../../../gql/graphql';
import './pharmacy-map.css';

/** Close enough to tell neighbouring pharmacies apart, far enough to see the ones nearby. */
const zoom = 14;
const selectedOpacity = 1;
const otherOpacity = 0.6;

export interface PharmacyMapProps {
  /** The browser key for Google Maps (configuration mapsApiKey). */
  apiKey: string;
  /** Where the search was centred (the browser's position, the postcode, or the default location). */
  centre: google.maps.LatLngLiteral;
  pharmacies: PharmacyChoiceFragment[];
  selectedId: string | undefined;
  onSelect: (pharmacy: PharmacyChoiceFragment) => void;
}

/**
 * The pharmacies on a Google map, one marker each (spec part 1 §2 'Choose pharmacy': 'Only pharmacies
 * flagged visibleOnMap are shown'). Choosing a marker selects its pharmacy, as its radio in the list does,
 * and the selected one stands out and is brought into view. This module is loaded only when there is a key
 * (the page imports it lazily), so Google's loader is in no first-load bundle. The list next to the map is
 * the accessible way to choose; the map adds the picture.
 */
export function PharmacyMap({
  apiKey,
  centre,
  pharmacies,
  selectedId,
  onSelect,
}: PharmacyMapProps) {
  const { t, i18n } = useTranslation('pharmacy');
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-maps',
    googleMapsApiKey: apiKey,
    language: i18n.language,
    region: 'GB',
  });
  const [map, setMap] = useState<google.maps.Map>();
  const onMap = pharmacies.filter(
    (pharmacy) =>
      pharmacy.visibleOnMap &&
      typeof pharmacy.latitude === 'number' &&
      typeof pharmacy.longitude === 'number',
  );
  const selected = onMap.find((pharmacy) => pharmacy.id === selectedId);

  useEffect(() => {
    // Chosen from the list: bring its marker into view.
    if (map && typeof selected?.latitude === 'number' && typeof selected.longitude === 'number') {
      map.panTo({ lat: selected.latitude, lng: selected.longitude });
    }
  }, [map, selected?.latitude, selected?.longitude]);

  if (loadError) return <p>{t('choose.map.failed')}</p>;
  if (!isLoaded) return <p role="status">{t('choose.map.loading')}</p>;
  return (
    <GoogleMap
      mapContainerClassName="app-pharmacy-map"
      center={centre}
      zoom={zoom}
      onLoad={setMap}
      onUnmount={() => setMap(undefined)}
      options={{ streetViewControl: false, mapTypeControl: false, fullscreenControl: false }}
    >
      {onMap.map((pharmacy) => (
        <MarkerF
          key={pharmacy.id}
          position={{ lat: pharmacy.latitude ?? 0, lng: pharmacy.longitude ?? 0 }}
          title={pharmacy.businessName}
          opacity={pharmacy.id === selectedId ? selectedOpacity : otherOpacity}
          zIndex={pharmacy.id === selectedId ? 1 : 0}
          onClick={() => onSelect(pharmacy)}
        />
      ))}
    </GoogleMap>
  );
}
