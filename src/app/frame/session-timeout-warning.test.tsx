import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderApp } from '../../testing/render-app';
import { renderScreen } from '../../testing/render-screen';
import { frameData, withPharmacyGateway } from './frame.fixtures';
import { timeoutWarningLeadMs } from './frame-session';
import { SessionTimeoutWarning } from './session-timeout-warning';

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionTimeoutWarning', () => {
  it('is a labelled dialog that takes focus and says the time left once, with both choices', async () => {
    const onStaySignedIn = vi.fn();
    const onSignOut = vi.fn();
    const user = userEvent.setup();
    const { container } = renderScreen(
      <SessionTimeoutWarning
        minutesLeft={2}
        onStaySignedIn={onStaySignedIn}
        onSignOut={onSignOut}
        extending={false}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: "You're about to be signed out" });
    expect(dialog).toHaveAccessibleDescription(
      'For your security, we will sign you out in 2 minutes. If you stay signed in, anything you have typed on this page is kept.',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: "You're about to be signed out" }),
    ).toHaveFocus();
    // Said once: nothing in it is a live region that would repeat a countdown.
    for (const role of ['timer', 'status', 'alert', 'log'] as const)
      expect(within(dialog).queryByRole(role)).toBeNull();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(onStaySignedIn).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('says one minute in the singular', () => {
    renderScreen(
      <SessionTimeoutWarning
        minutesLeft={1}
        onStaySignedIn={vi.fn()}
        onSignOut={vi.fn()}
        extending
      />,
    );
    expect(
      screen.getByText('For your security, we will sign you out in 1 minute.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeDisabled();
  });
});

describe('the time-out warning in the frame', () => {
  it('opens 2 minutes before the idle limit, and Stay signed in extends the session and closes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const idleExpiresAt = new Date(Date.now() + timeoutWarningLeadMs + 60_000).toISOString();
    const extendedTo = new Date(Date.now() + 30 * 60_000).toISOString();
    const gateway: GatewayMocks = {
      ...withPharmacyGateway,
      Frame: frameData({ signedIn: true, idleExpiresAt }),
      FrameExtendSession: {
        data: { extendSession: { signedIn: true, idleExpiresAt: extendedTo } },
      },
    };
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { gatewayCalls } = renderApp({ route: '/', gateway });
    await screen.findByRole('heading', { level: 1, name: 'Screen at /' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    const dialog = await screen.findByRole('dialog', { name: "You're about to be signed out" });
    expect(dialog).toHaveTextContent('we will sign you out in 2 minutes');

    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gatewayCalls.some((call) => call.operationName === 'FrameExtendSession')).toBe(true);
  });
});
