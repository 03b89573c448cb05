import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink } from './app-link';

function Where() {
  const { pathname, state } = useLocation() as {
    pathname: string;
    state: { email?: string } | null;
  };
  return <p>{`at ${pathname} with ${state?.email ?? 'nothing'}`}</p>;
}

function showLinkAtStart() {
  render(
    <MemoryRouter initialEntries={['/start']}>
      <AppLink to="/my-meds" state={{ email: 'a@example.com' }}>
        My meds
      </AppLink>
      <Where />
    </MemoryRouter>,
  );
}

const myMedsLink = () => screen.getByRole('link', { name: 'My meds' });

describe('AppLink', () => {
  it('is a real link that a plain click follows inside the app, with its history state', () => {
    showLinkAtStart();
    const link = myMedsLink();
    expect(link).toHaveAttribute('href', '/my-meds');
    fireEvent.click(link);
    expect(screen.getByText('at /my-meds with a@example.com')).toBeInTheDocument();
  });

  it('leaves a click with a modifier key (new tab, new window) to the browser', () => {
    showLinkAtStart();
    const link = myMedsLink();
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { shiftKey: true });
    expect(screen.getByText('at /start with nothing')).toBeInTheDocument();
  });
});
