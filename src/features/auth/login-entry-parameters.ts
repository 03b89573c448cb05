import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { requestIosAppBanner } from './ios-app-banner-store';

/** sessionStorage key of the pharmacy a registration starts with (`/login?pharmacy=<id>`). */
export const preselectedPharmacyStorageKey = 'preselectedPharmacyId';

/**
 * Keeps what the query parameters of /login carry for later (spec part 1 §2): `pharmacy` preselects the
 * pharmacy of a registration started from here; `iOS=true` asks home to show the app-download banner.
 */
export function useLoginEntryParameters(): void {
  const [searchParams] = useSearchParams();
  const pharmacy = searchParams.get('pharmacy');
  const fromIos = searchParams.get('iOS') === 'true';

  useEffect(() => {
    if (pharmacy) sessionStorage.setItem(preselectedPharmacyStorageKey, pharmacy);
  }, [pharmacy]);

  useEffect(() => {
    if (fromIos) requestIosAppBanner();
  }, [fromIos]);

  // `code` (the NHS login authorisation code, NHS login redirecting back to /login) is not read yet:
  // issue #4 completes NHS login sign-in (exchange the code, then route like an email sign-in).
}
