import { screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { PasswordResetFailure } from './password-reset-failure';

describe('PasswordResetFailure', () => {
  it.each([
    ['auth.passwordResetFailed', 'Unable to reset password at this time. Please try again.'],
    ['auth.invalidEmail', 'Please enter a valid email address'],
    ['common.unexpected', 'Unable to reset password at this time. Please try again.'],
  ])('%s: "%s", announced and focused', async (code, text) => {
    const { container } = renderScreen(<PasswordResetFailure code={code} />);
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(text);
    // The summary's own box takes focus, around the alert.
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    expect(await axe(container)).toHaveNoViolations();
  });
});
