import { Button } from 'nhsuk-react-components';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';

/**
 * A link to another page of the app that looks like an NHS button (the next step is a page, not an action):
 * a router link, so the page changes without a reload, and `state` can carry what the next page needs.
 */
export function ButtonLink({
  to,
  state,
  secondary = false,
  children,
}: {
  to: string;
  state?: unknown;
  secondary?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      asElement={AppLink}
      href={to}
      // Passed on to the router link; the design system's own props do not name them.
      {...({ to, state } as Record<string, unknown>)}
      secondary={secondary}
    >
      {children}
    </Button>
  );
}
