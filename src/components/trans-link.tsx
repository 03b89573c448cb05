import type { ReactNode } from 'react';

/**
 * An external link for `<Trans components={{ … }}>`: Trans fills in the link text from the catalogue, so the
 * element is written without children here (a bare `<a />` would read as an empty link).
 */
export function TransLink({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}
