/**
 * A pseudo-language built from English: every catalogue string is wrapped in ⟦ ⟧, so any text on screen
 * without the brackets did not come from locales/ (used by the catalogue check and Storybook's switcher).
 * Placeholders such as {{name}} are kept as they are so interpolation still works.
 */
export function pseudoLocalise<T>(resource: T): T {
  if (typeof resource === 'string') return `⟦${resource}⟧` as T;
  if (resource && typeof resource === 'object') {
    return Object.fromEntries(
      Object.entries(resource).map(([key, value]) => [key, pseudoLocalise(value)]),
    ) as T;
  }
  return resource;
}
