import { screen } from '@testing-library/react';
import { ErrorMessage, Radios, Textarea } from 'nhsuk-react-components';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render-screen';
import { EmailField } from './email-field';
import { useFieldErrorProps } from './field-error-props';

/** The three ways the app shows an inline error: a field's own, a fieldset's, and a bare ErrorMessage. */
function InlineErrors() {
  const fieldErrorProps = useFieldErrorProps();
  return (
    <>
      <EmailField id="email" label="Email address" error="Enter your email address" />
      <Textarea
        id="comment"
        label="Comment"
        error="Your comment is too long"
        errorProps={fieldErrorProps}
      />
      <Radios legend="Did you enjoy it?" error="Choose yes or no" errorProps={fieldErrorProps}>
        <Radios.Item value="yes">Yes</Radios.Item>
      </Radios>
      <ErrorMessage id="basket-error" {...fieldErrorProps}>
        Add at least one medicine
      </ErrorMessage>
    </>
  );
}

describe('useFieldErrorProps', () => {
  it('makes every inline error read "Error: <message>", the prefix once with one colon', () => {
    renderScreen(<InlineErrors />);
    for (const message of [
      'Enter your email address',
      'Your comment is too long',
      'Choose yes or no',
      'Add at least one medicine',
    ]) {
      const inlineError = screen.getByText(message, { selector: '.nhsuk-error-message' });
      // All of its text, the visually hidden prefix included: what a screen reader reads.
      expect(inlineError).toHaveTextContent(new RegExp(`^Error: ${message}$`));
    }
    // A screen reader hears the message as the field's description.
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      /Enter your email address/,
    );
  });
});
