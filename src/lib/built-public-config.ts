/**
 * The public configuration (the product's name, whether NHS login is on, the links) as the app was built with
 * it, from the variables the API reads (vite.config.ts). A public page's configuration query starts from it
 * (TanStack Query's placeholderData), so the build renders the page whole (src/app/prerender.tsx), the
 * browser's first render hydrates that same HTML, and the query then reads what the API serves, which differs
 * only for an app built with other variables than the API runs with (issue #20).
 */
export const builtPublicConfig = __BUILT_PUBLIC_CONFIG__;

/** `{ config }` as the public pages' configuration queries answer, for their placeholderData. */
export const builtConfigAnswer = { config: builtPublicConfig };
