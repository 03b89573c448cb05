import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render-screen';
import { FormErrorSummary, type FormError } from './form-error-summary';

/** The summary's outer element takes focus; its alert is inside it. */
const summaryHasFocus = () => document.activeElement?.contains(screen.getByRole('alert')) ?? false;

const errors: FormError[] = [
  { fieldId: 'email', message: 'Please enter a valid email address' },
  { fieldId: 'password', message: 'Please enter your password' },
];

describe('FormErrorSummary', () => {
  it('lists each error as a link to its field, and takes focus', async () => {
    const { container } = renderScreen(<FormErrorSummary errors={errors} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'There is a problem' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Please enter a valid email address' }),
    ).toHaveAttribute('href', '#email');
    expect(screen.getByRole('link', { name: 'Please enter your password' })).toHaveAttribute(
      'href',
      '#password',
    );
    // The summary (around its alert) has focus, so a screen reader reads it first.
    expect(summaryHasFocus()).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('There is a problem');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows nothing without errors', () => {
    const { container } = renderScreen(<FormErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes focus again on another failed submit, not while fields change', async () => {
    const user = userEvent.setup();
    function Form() {
      const [shown, setShown] = useState(errors);
      const [submitCount, setSubmitCount] = useState(1);
      return (
        <>
          <FormErrorSummary errors={shown} submitCount={submitCount} />
          <button type="button" onClick={() => setShown(errors.slice(0, 1))}>
            Correct a field
          </button>
          <button type="button" onClick={() => setSubmitCount((count) => count + 1)}>
            Submit
          </button>
        </>
      );
    }
    renderScreen(<Form />);
    expect(summaryHasFocus()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Correct a field' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(summaryHasFocus()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(summaryHasFocus()).toBe(true);
  });
});
