import { Card } from 'nhsuk-react-components';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';

/**
 * A clickable NHS card leading to another page of the app: its heading is the link (the whole card is the
 * target, as nhsuk-frontend's clickable card makes it), with a short description below. Used by the hubs.
 */
export function LinkCard({
  to,
  heading,
  children,
}: {
  to: string;
  heading: string;
  children?: ReactNode;
}) {
  return (
    <Card clickable>
      <Card.Heading headingLevel="h2">
        <Card.Link asElement={AppLink} to={to} href={to}>
          {heading}
        </Card.Link>
      </Card.Heading>
      {children && <Card.Description>{children}</Card.Description>}
    </Card>
  );
}
