import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { Page } from '../page';
import { AlertRegion } from './alert-region';
import { clearAlerts, showAlert, type AlertInput } from './alert-store';

function renderRegion() {
  return renderScreen(
    <main id="maincontent">
      <AlertRegion />
      <Page title="Your orders">{null}</Page>
    </main>,
  );
}

function show(alert: AlertInput) {
  act(() => {
    showAlert(alert);
  });
}

afterEach(() => {
  clearAlerts();
  vi.useRealTimers();
});

describe('AlertRegion', () => {
  it('announces an error assertively, in the error summary style', async () => {
    const { container } = renderRegion();
    show({ kind: 'error', message: 'Unable to cancel order at this time. Please try again.' });
    const region = screen.getByRole('alert');
    expect(
      within(region).getByRole('heading', { level: 2, name: 'There is a problem' }),
    ).toBeInTheDocument();
    expect(region).toHaveTextContent('Unable to cancel order at this time. Please try again.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('announces a success politely, in the notification banner style', async () => {
    const { container } = renderRegion();
    show({ kind: 'success', message: 'Your order has been cancelled.' });
    const region = screen.getAllByRole('status')[0]!;
    expect(within(region).getByRole('heading', { level: 2, name: 'Success' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Your order has been cancelled.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('announces information politely', async () => {
    const { container } = renderRegion();
    show({ kind: 'info', message: 'Your session has ended. Please log in again.' });
    const region = screen.getAllByRole('status')[0]!;
    expect(
      within(region).getByRole('heading', { level: 2, name: 'Important' }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps its live regions in the page before any alert, so later ones are announced', () => {
    renderRegion();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('has regions that speak what is added, not their whole text run together', () => {
    renderRegion();
    // Not atomic: the title, message and button are heard as phrases of their own (the e2e transcript shows it).
    expect(screen.getByRole('alert')).toHaveAttribute('aria-atomic', 'false');
    expect(screen.getByRole('status')).toHaveAttribute('aria-atomic', 'false');
  });

  it('shows a link under the message', async () => {
    const { container } = renderRegion();
    show({
      kind: 'error',
      message: 'The registration process has not yet been fully completed.',
      link: { text: 'Finish your registration', to: '/verify-email' },
    });
    expect(screen.getByRole('link', { name: 'Finish your registration' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is dismissed with its button, and focus moves to the page heading', async () => {
    const user = userEvent.setup();
    renderRegion();
    show({ kind: 'error', message: 'Unable to submit order at this time. Please try again.' });
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    expect(dismiss).toHaveAccessibleDescription(
      'Unable to submit order at this time. Please try again.',
    );

    await user.click(dismiss);

    expect(
      screen.queryByText('Unable to submit order at this time. Please try again.'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your orders' })).toHaveFocus();
  });

  describe('timed', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('closes after its time', () => {
      renderRegion();
      show({ kind: 'success', message: 'Thank you for your feedback!', autoCloseMs: 5000 });
      act(() => {
        vi.advanceTimersByTime(4900);
      });
      expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
    });

    it('pauses while hovered, and resumes with the time it had left', () => {
      renderRegion();
      show({ kind: 'success', message: 'Thank you for your feedback!', autoCloseMs: 5000 });
      act(() => {
        vi.advanceTimersByTime(3000);
      });

      fireEvent.mouseEnter(screen.getByText('Thank you for your feedback!'));
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument();

      fireEvent.mouseLeave(screen.getByText('Thank you for your feedback!'));
      act(() => {
        vi.advanceTimersByTime(1900);
      });
      expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
    });

    it('pauses while focus is inside it', () => {
      renderRegion();
      show({ kind: 'info', message: 'Copied', autoCloseMs: 3000 });
      act(() => {
        screen.getByRole('button', { name: 'Dismiss' }).focus();
      });
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(screen.getByText('Copied')).toBeInTheDocument();
      act(() => {
        screen.getByRole('button', { name: 'Dismiss' }).blur();
      });
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(screen.queryByText('Copied')).not.toBeInTheDocument();
    });

    it('never closes an error by itself', () => {
      renderRegion();
      show({
        kind: 'error',
        message: 'Unable to book appointment at this time. Please try again.',
        autoCloseMs: 10_000,
      });
      act(() => {
        vi.advanceTimersByTime(600_000);
      });
      expect(
        screen.getByText('Unable to book appointment at this time. Please try again.'),
      ).toBeInTheDocument();
    });
  });
});
