/**
 * Loads the analytics script. Imported lazily, and only once the visitor has accepted analytics cookies
 * (src/app/frame/analytics-consent.tsx): before consent neither this module nor the script is fetched, so no
 * request reaches the analytics host and it sets no cookie (UK GDPR and PECR; NHS.UK cookie guidance).
 */

/** Marks the script element, so that it is added once however often consent is given. */
const analyticsScriptAttribute = 'data-analytics';

/** Adds the analytics script at `src` to the page once. */
export function loadAnalytics(src: string): void {
  if (document.querySelector(`script[${analyticsScriptAttribute}]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(analyticsScriptAttribute, '');
  document.head.append(script);
}
