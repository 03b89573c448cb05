import { Button as NhsukButton } from 'nhsuk-frontend/dist/nhsuk/components/button/button.mjs';
import { afterEach, describe, expect, it } from 'vitest';
import { inPageOnly } from './deferred-nhsuk-component';

describe('inPageOnly', () => {
  afterEach(() => document.body.classList.remove('nhsuk-frontend-supported'));

  it('enhances an element in the page, and leaves one gone by then (a ref React detached) alone', () => {
    document.body.classList.add('nhsuk-frontend-supported');
    const Button = inPageOnly(NhsukButton);

    const inPage = document.body.appendChild(document.createElement('button'));
    expect(new Button(inPage)).toBeInstanceOf(NhsukButton);
    expect(inPage).toHaveAttribute('data-nhsuk-button-init');

    // nhsuk-frontend's own constructor throws "nhsuk-button: Root element (`$root`) not found" for this one.
    expect(new Button(null)).toEqual({});
    const removed = document.createElement('button');
    expect(new Button(removed)).toEqual({});
    expect(removed).not.toHaveAttribute('data-nhsuk-button-init');
  });
});
