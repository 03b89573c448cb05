import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { wholeErrorCatalogue } from '../lib/error-catalogue';

/**
 * Renders `children` once the app's words hold the whole error catalogue (the entry has only the frame's
 * errors: src/lib/error-catalogue.ts); suspends until then, inside the screen's own Suspense.
 */
export function WithWholeErrorCatalogue({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const pending = wholeErrorCatalogue(i18n);
  if (pending) use(pending);
  return children;
}
