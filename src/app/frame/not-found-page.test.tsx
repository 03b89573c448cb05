import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { demoLinks, frameData } from './frame.fixtures';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('tells a signed-in user to use the menu', async () => {
    const { container } = renderScreen(<NotFoundPage />, {
      gateway: { Frame: frameData({ signedIn: true }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the page you were looking for.")).toBeInTheDocument();
    expect(screen.getByText('Please use the menu to find your page.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact our team' })).toHaveAttribute(
      'href',
      demoLinks.contact,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers a signed-out visitor a link to log in', async () => {
    const { container } = renderScreen(<NotFoundPage />, {
      gateway: { Frame: frameData({ signedIn: false }) },
    });
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Please use the menu to find your page.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact our team' })).toHaveAttribute(
      'href',
      demoLinks.contact,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a spinner while it finds out who is asking', async () => {
    const { container } = renderScreen(<NotFoundPage />, { gateway: { Frame: { pending: true } } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('still says what happened when the gateway does not answer', async () => {
    renderScreen(<NotFoundPage />, { gateway: { Frame: { errorCode: 'common.unexpected' } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
