import { TextInput } from 'nhsuk-react-components';
import type { ComponentProps } from 'react';
import { useFieldErrorProps } from './field-error-props';

/**
 * An email address field as every form asks for one: the email keyboard and autofill, no spell check or
 * automatic capitals (which would change the address), and the catalogue's hidden 'Error: ' before an error.
 */
export function EmailField(
  props: Omit<ComponentProps<typeof TextInput>, 'type' | 'autoComplete' | 'errorProps'>,
) {
  const fieldErrorProps = useFieldErrorProps();
  return (
    <TextInput
      type="email"
      autoComplete="email"
      spellCheck={false}
      autoCapitalize="none"
      errorProps={fieldErrorProps}
      {...props}
    />
  );
}
