import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { expect, vi } from 'vitest';

/** Shared by the screens' component tests (auth, registration). */

/**
 * jsdom has no scrollIntoView; nhsuk-frontend's error summary scrolls a field's label into view before
 * focusing the field. Call it in beforeAll.
 */
export function stubScrollIntoView(): void {
  Element.prototype.scrollIntoView = vi.fn();
}

/**
 * A page the screen under test may send the user to: its name, then the query and the email it was given
 * in navigation state, if any ("Login page jane@example.com", "Profile page?tab=1").
 */
export function Destination({ name }: { name: string }) {
  const { search, state } = useLocation() as { search: string; state: { email?: string } | null };
  return (
    <p>
      {name}
      {search} {state?.email ?? ''}
    </p>
  );
}

/** Focus is on the element that contains `inner` (an error summary around its link or its alert). */
export async function expectFocusAround(inner: HTMLElement): Promise<void> {
  await waitFor(() => {
    // The error summary's own box takes focus; it has no role to find it by, so ask the document.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.contains(inner)).toBe(true);
  });
}

/**
 * After a first press: the button says the request is running and is aria-disabled (ACCESSIBILITY.md: stop
 * double submission and say so), and pressing it again or pressing Enter sends no second request.
 */
export async function expectOneRequestWhileBusy({
  user,
  button,
  busyText,
  gatewayCalls,
  operationName,
}: {
  user: UserEvent;
  button: () => HTMLElement;
  busyText: string;
  /** The calls the gateway stand-in received (renderScreen's gatewayCalls). */
  gatewayCalls: { operationName: string }[];
  operationName: string;
}): Promise<void> {
  await waitFor(() => expect(button()).toHaveTextContent(busyText));
  expect(button()).toHaveAttribute('aria-disabled', 'true');
  await user.click(button());
  await user.keyboard('{Enter}');
  expect(gatewayCalls.filter((call) => call.operationName === operationName)).toHaveLength(1);
}
