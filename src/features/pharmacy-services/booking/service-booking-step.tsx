import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { pharmacyServicesPaths } from '../../../lib/route-paths';
import { readServiceBookingChoices, type ServiceBookingChoices } from './service-booking-choices';

/** The booking flow's choices so far, from the page's URL (service-booking-choices.ts). */
export function useServiceBookingChoices(): ServiceBookingChoices {
  const [search] = useSearchParams();
  return useMemo(() => readServiceBookingChoices(search), [search]);
}

/**
 * A step reached without the choices before it (an old link, a URL typed in, a service no longer offered):
 * the flow starts again at its first step rather than showing a blank page.
 */
export function StartServiceBookingAgain() {
  return <Navigate to={pharmacyServicesPaths.bookService} replace />;
}
