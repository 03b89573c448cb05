import { useEffect } from 'react';
import { useCookieChoice } from '../../lib/cookie-consent';

/**
 * Runs the analytics loader when, and only when, analytics cookies are accepted (accepted-ga) and an analytics
 * script is configured (config.analyticsScriptUrl, the gateway's ANALYTICS_SCRIPT_URL): at once if the choice
 * was made before, or the moment it is made in the banner or on the cookie policy page. Renders nothing.
 */
export function AnalyticsConsent({ scriptUrl }: { scriptUrl: string | null }) {
  const choice = useCookieChoice();
  useEffect(() => {
    if (choice !== 'accepted' || !scriptUrl) return;
    void import('../../lib/analytics-loader').then(({ loadAnalytics }) => loadAnalytics(scriptUrl));
  }, [choice, scriptUrl]);
  return null;
}
