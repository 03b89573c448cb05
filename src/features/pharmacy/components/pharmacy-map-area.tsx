import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PharmacyMapProps } from './pharmacy-map';

// Google's loader and the map come with the first map shown, never with the page (no first-load bundle).
const PharmacyMap = lazy(() =>
  import('./pharmacy-map').then(({ PharmacyMap }) => ({ default: PharmacyMap })),
);

/**
 * The map when configuration has a Google Maps key (spec part 1 §2: 'a map with markers (loading text
 * 'Loading map')'), else a notice that there is no map and the list does the work. 'Loading map' shows while
 * its code, Google's script or the first pharmacies load.
 */
export function PharmacyMapArea({
  apiKey,
  centre,
  ...mapProps
}: Omit<PharmacyMapProps, 'apiKey' | 'centre'> & {
  apiKey: string | null | undefined;
  centre: PharmacyMapProps['centre'] | undefined;
}) {
  const { t } = useTranslation('pharmacy');
  if (!apiKey) {
    return (
      // NHS inset text by class: the InsetText component adds English hidden text ('Information: ').
      <div className="nhsuk-inset-text">
        <p>{t('choose.map.unavailable')}</p>
      </div>
    );
  }
  const loading = <p role="status">{t('choose.map.loading')}</p>;
  if (!centre) return loading;
  return (
    <Suspense fallback={loading}>
      <PharmacyMap apiKey={apiKey} centre={centre} {...mapProps} />
    </Suspense>
  );
}
