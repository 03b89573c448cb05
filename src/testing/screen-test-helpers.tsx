import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
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

/**
 * For a test of a screen the user leaves and comes back to after making a change elsewhere (QueryScreen's
 * decidesOnAnswer): render `<Controls />` on the page the screen sent the user to, which hands the test the
 * app's query client and navigation.
 */
export function leaveAndComeBack() {
  let queryClient: QueryClient | undefined;
  let navigate: NavigateFunction | undefined;
  function Controls() {
    const client = useQueryClient();
    const go = useNavigate();
    useEffect(() => {
      queryClient = client;
      navigate = go;
    }, [client, go]);
    return null;
  }
  return {
    Controls,
    /** A change made elsewhere: as the app's mutations leave it, every query is out of date. */
    changeMade: () => act(() => queryClient?.invalidateQueries()),
    /** The user goes back to `path` at once, while the screen's old answer is still held. */
    comeBackTo: (path: string) => act(() => void navigate?.(path)),
  };
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
