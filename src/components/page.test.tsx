import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render-screen';
import { focusPageHeadingAfterNavigation } from './navigation-focus';
import { Page } from './page';
import { ServiceNameProvider } from './service-name';

describe('Page', () => {
  it('shows its title as a focusable h1, then its content', async () => {
    const { container } = renderScreen(
      <Page title="Your prescriptions">
        <p>Content</p>
      </Page>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Your prescriptions' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveClass('nhsuk-heading-l');
    expect(screen.getByText('Content')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('titles the document "<h1> - <service> - NHS"', async () => {
    renderScreen(
      <ServiceNameProvider name="Medicines Online">
        <Page title="Your prescriptions">{null}</Page>
      </ServiceNameProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Your prescriptions - Medicines Online - NHS'));
  });

  it('prefixes the title with "Error: " while the page shows errors', async () => {
    const user = userEvent.setup();
    function FormPage() {
      const [errorCount, setErrorCount] = useState(2);
      return (
        <ServiceNameProvider name="Medicines Online">
          <Page title="Log in" errorCount={errorCount}>
            <button type="button" onClick={() => setErrorCount(0)}>
              Fix errors
            </button>
          </Page>
        </ServiceNameProvider>
      );
    }
    renderScreen(<FormPage />);
    await waitFor(() => expect(document.title).toBe('Error: Log in - Medicines Online - NHS'));
    await user.click(screen.getByRole('button', { name: 'Fix errors' }));
    await waitFor(() => expect(document.title).toBe('Log in - Medicines Online - NHS'));
  });

  it('leaves the service out of the title until it is known', async () => {
    renderScreen(<Page title="Log in">{null}</Page>);
    await waitFor(() => expect(document.title).toBe('Log in - NHS'));
  });

  it('takes focus when it appears after a route change it missed', () => {
    // The route changed while no page heading was on screen (e.g. a spinner): the next page takes focus.
    document.body.innerHTML = '<main id="maincontent"></main>';
    focusPageHeadingAfterNavigation();
    renderScreen(<Page title="Home">{null}</Page>);
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toHaveFocus();
  });

  it('hands focus to the page that replaces it in place, so that focus does not fall to the body', () => {
    // e.g. previous orders: the empty page, focused after navigation, replaced by the list when data comes.
    function PreviousOrders({ loaded }: { loaded: boolean }) {
      return loaded ? (
        <section>
          <Page title="Previous orders">
            <p>Items</p>
          </Page>
        </section>
      ) : (
        <Page title="Previous orders">{null}</Page>
      );
    }
    const { rerender } = render(<PreviousOrders loaded={false} />);
    const emptyPageHeading = screen.getByRole('heading', { level: 1 });
    emptyPageHeading.focus();
    rerender(<PreviousOrders loaded />);
    expect(emptyPageHeading).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Previous orders' })).toHaveFocus();
  });

  it('does not take focus on a first page load', () => {
    renderScreen(<Page title="Home">{null}</Page>);
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).not.toHaveFocus();
  });
});
