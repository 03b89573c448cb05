import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/render-screen';
import { ScreenLoadFailure } from './screen-load-failure';

const message = 'Unable to retrieve order details at this time. Please try again.';

describe('ScreenLoadFailure', () => {
  it('keeps the page heading, shows the message in an error summary and retries on request', async () => {
    const onRetry = vi.fn();
    const { container } = renderScreen(
      <ScreenLoadFailure title="Current orders" message={message} onRetry={onRetry} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Current orders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('gives the summary no aria-labelledby: its outer div has no role, so the label would name nothing', () => {
    const { container } = renderScreen(
      <ScreenLoadFailure title="Current orders" message={message} onRetry={vi.fn()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`There is a problem${message}`);
    // An attribute HTML forbids on a div with no role (the Nu HTML Checker's error), so not findable by role.
    // eslint-disable-next-line testing-library/no-node-access, testing-library/no-container
    expect(container.querySelectorAll('[aria-labelledby]:not([role])')).toHaveLength(0);
  });

  it('ignores presses while a retry is under way', async () => {
    const onRetry = vi.fn();
    renderScreen(<ScreenLoadFailure title="Home" message={message} onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
