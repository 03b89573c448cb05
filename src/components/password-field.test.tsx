import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render-screen';
import { PasswordField } from './password-field';

function renderField(props: Partial<Parameters<typeof PasswordField>[0]> = {}) {
  return renderScreen(
    <form onSubmit={(event) => event.preventDefault()}>
      <PasswordField
        id="password"
        name="password"
        label="Password"
        showPasswordLabel="Show password"
        autoComplete="current-password"
        {...props}
      />
      <button type="submit">Send</button>
    </form>,
  );
}

describe('PasswordField', () => {
  it('starts hidden, with its label and a toggle that controls it', async () => {
    const { container } = renderField();
    const field = await screen.findByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'password');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows and hides the password, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    renderField();
    const field = await screen.findByLabelText('Password');
    await user.type(field, 'secret');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard(' ');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('secret');
  });

  it('hides the password again when the form is sent', async () => {
    const user = userEvent.setup();
    renderField();
    const field = await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('shows an error message tied to the field', async () => {
    const { container } = renderField({ error: 'Enter your password' });
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(
      /Enter your password/,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
