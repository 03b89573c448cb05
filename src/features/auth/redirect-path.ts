/** Stands in for the app's origin when checking where a path leads (it is never contacted). */
const probeOrigin = 'https://app.invalid';

/**
 * The reset-password link's `redirectURL` when it is a path in this app, else undefined (spec part 2 'Reset
 * password (completion)' allows a redirect; it must not become an open redirect). Only a relative path
 * with one leading '/' passes: no scheme, no '//' or '/\' (which browsers read as another host), no
 * backslash, space or control character anywhere (browsers drop tabs and newlines, turning '/\t/x' into
 * '//x'), and nothing a URL parser resolves to another origin.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return undefined;
  if (/[\\\s\p{Cc}]/u.test(value)) return undefined;
  try {
    if (new URL(value, probeOrigin).origin !== probeOrigin) return undefined;
  } catch {
    return undefined;
  }
  return value;
}
