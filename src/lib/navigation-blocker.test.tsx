import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, useLocation } from 'react-router';
import { AppLink } from '../components/app-link';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForHistorySteps } from './history-steps';
import { useNavigationBlocker } from './navigation-blocker';

/** A page that holds back any move to /outside, and says where the router is. */
function Page() {
  const { pathname } = useLocation();
  const blocker = useNavigationBlocker((next) => next === '/outside');
  return (
    <main>
      <h1>{`At ${pathname}`}</h1>
      {blocker.state === 'blocked' && (
        <div role="alert">
          <button type="button" onClick={blocker.proceed}>
            Leave
          </button>
          <button type="button" onClick={blocker.reset}>
            Stay
          </button>
        </div>
      )}
      <AppLink to="/inside">Inside</AppLink>
      <AppLink to="/outside">Outside</AppLink>
    </main>
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
}

/** The browser's Back button: jsdom moves through history and fires popstate a task later. */
function pressBack() {
  act(() => window.history.back());
}

describe('useNavigationBlocker', () => {
  // As main.tsx does, before any router listens.
  beforeAll(listenForHistorySteps);
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('lets other moves through', async () => {
    const user = userEvent.setup();
    renderAt('/start');
    await user.click(screen.getByRole('link', { name: 'Inside' }));
    expect(screen.getByRole('heading', { name: 'At /inside' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('holds a link until the user chooses: staying stays, leaving goes', async () => {
    const user = userEvent.setup();
    renderAt('/start');
    await user.click(screen.getByRole('link', { name: 'Outside' }));
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'At /start' })).toBeVisible();
    expect(window.location.pathname).toBe('/start');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/start');

    await user.click(screen.getByRole('link', { name: 'Outside' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('heading', { name: 'At /outside' })).toBeVisible();
    expect(window.location.pathname).toBe('/outside');
  });

  it("holds the browser's Back button, puts the address back, and steps back on leaving", async () => {
    const user = userEvent.setup();
    renderAt('/outside');
    await user.click(screen.getByRole('link', { name: 'Inside' }));
    expect(screen.getByRole('heading', { name: 'At /inside' })).toBeVisible();

    pressBack();
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'At /inside' })).toBeVisible();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/inside'));

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('heading', { name: 'At /inside' })).toBeVisible();

    pressBack();
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'At /outside' })).toBeVisible();
    expect(window.location.pathname).toBe('/outside');
  });
});
