import { Button as NhsukButton } from 'nhsuk-frontend/dist/nhsuk/components/button/button.mjs';
import { Radios } from 'nhsuk-frontend/dist/nhsuk/components/radios/radios.mjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('nhsukComponentAtFirstInteraction', () => {
  const conditionalReveal = '.nhsuk-radios__input[data-aria-controls]';
  // The first interaction is remembered for the page's life: each case starts from a page without one.
  beforeEach(() => vi.resetModules());
  afterEach(() => document.body.replaceChildren());

  const loadRadios = async () => {
    const { nhsukComponentAtFirstInteraction } = await import('./deferred-nhsuk-component');
    const load = vi.fn(() => Promise.resolve({ Radios }));
    void nhsukComponentAtFirstInteraction('Radios', load, conditionalReveal);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return load;
  };

  it('waits for the first interaction on a page whose radios reveal nothing', async () => {
    document.body.innerHTML = '<input class="nhsuk-radios__input" type="radio">';
    const load = await loadRadios();
    expect(load).not.toHaveBeenCalled();
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads at once on a page with a conditional reveal, whose aria-expanded the script sets as it starts', async () => {
    document.body.innerHTML =
      '<input class="nhsuk-radios__input" type="radio" data-aria-controls="other--conditional">';
    expect(await loadRadios()).toHaveBeenCalledOnce();
  });
});
