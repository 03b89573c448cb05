import { act, fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/render-screen';
import { PasswordStrengthMeter } from './password-strength';

/** The visually hidden region that screen readers hear. */
function liveRegion(container: HTMLElement): HTMLElement {
  // It has no role to find it by (aria-live, not role=status, as GOV.UK's character count).
  // eslint-disable-next-line testing-library/no-node-access
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('no live region');
  return region;
}

/** A field and its meter, as a form has them. */
function PasswordWithMeter() {
  const [password, setPassword] = useState('');
  return (
    <>
      <label htmlFor="password">New password</label>
      <input
        id="password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <PasswordStrengthMeter password={password} />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PasswordStrengthMeter', () => {
  it('shows nothing until something is typed, but keeps its live region ready', async () => {
    const { container } = renderScreen(<PasswordStrengthMeter password="" />);
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
    expect(liveRegion(container)).toBeEmptyDOMElement();
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['abc1', 'Weak', 'red', 40],
    ['Abc1!', 'Fair', 'orange', 80],
    ['Abcdef1!', 'Strong', 'green', 100],
  ])(
    'says %j is %s in words, colour and percentage',
    async (password, description, colour, percent) => {
      const { container } = renderScreen(<PasswordStrengthMeter password={password} />);
      expect(screen.getByText(/Password strength:/)).toHaveTextContent(
        `Password strength: ${description} ${percent}%`,
      );
      // The level is an NHS tag of its colour, so the colour is never the only sign.
      expect(screen.getByText(description)).toHaveClass('nhsuk-tag', `nhsuk-tag--${colour}`);
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('is announced politely once typing pauses, and not while it goes on', () => {
    vi.useFakeTimers();
    const { container } = renderScreen(<PasswordWithMeter />);
    const field = screen.getByLabelText('New password');
    const type = (value: string) => fireEvent.change(field, { target: { value } });
    const region = liveRegion(container);
    const wait = (ms: number) =>
      act(() => {
        vi.advanceTimersByTime(ms);
      });
    type('a');
    expect(region).toBeEmptyDOMElement();

    // Typing on: each key restarts the wait, so nothing is said mid-word.
    wait(600);
    type('aB');
    wait(600);
    type('aBc');
    wait(600);
    expect(region).toBeEmptyDOMElement();

    wait(400);
    expect(region).toHaveTextContent('Password strength: Weak, 40%');

    // A new reading silences the old one until the next pause.
    type('aB1!');
    expect(region).toBeEmptyDOMElement();
    wait(1000);
    expect(region).toHaveTextContent('Password strength: Fair, 80%');
  });
});
