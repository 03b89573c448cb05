import { Button, TextInput, type TextInputProps } from 'nhsuk-react-components';
import { useEffect, useRef, useState, type Ref } from 'react';

export interface PasswordFieldProps extends Omit<TextInputProps, 'type' | 'id' | 'label'> {
  /** Needed so the show/hide button can point at the field (aria-controls). */
  id: string;
  label: string;
  /** Text of the show/hide button; it stays the same whether the password is shown or hidden. */
  showPasswordLabel: string;
  autoComplete: 'current-password' | 'new-password';
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password field with a show/hide toggle, built from the NHS text input and a secondary button with the
 * NHS password-input classes. nhsuk-frontend's own PasswordInput script rewrites the button's text and
 * label behind React's back and has no pressed state, so the toggle is a React-controlled real button:
 * one fixed name ("Show password") with `aria-pressed` saying whether the password is shown, and
 * `aria-controls` naming the field (ACCESSIBILITY.md: show/hide password). The field keeps its label.
 */
export function PasswordField({
  id,
  showPasswordLabel,
  ref,
  formGroupProps,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // Hide the password again when its form is submitted, so the browser never stores it as plain text
  // (as nhsuk-frontend's password input does).
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const hide = () => setVisible(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <TextInput
      {...inputProps}
      id={id}
      ref={setRefs}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      autoCorrect="off"
      className="nhsuk-password-input__input"
      formGroupProps={{
        ...formGroupProps,
        className: 'nhsuk-password-input',
        afterInput: (
          <Button
            type="button"
            secondary
            small
            className="nhsuk-password-input__toggle"
            aria-controls={id}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {showPasswordLabel}
          </Button>
        ),
      }}
    />
  );
}
