import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { object, string } from 'yup';
import { pretendUserHasClicked } from '../testing/sticky-activation';
import type { lazyYupResolver as LazyYupResolver } from './lazy-yup-resolver';

let lazyYupResolver: typeof LazyYupResolver;
// Each test as on a page just loaded: whether the user has interacted is the page's, kept in a module.
beforeEach(async () => {
  vi.resetModules();
  ({ lazyYupResolver } = await import('./lazy-yup-resolver'));
});

const schema = object({ email: string().required('email.required') });
const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('lazyYupResolver', () => {
  it('loads its schema at the first interaction, not with the page', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    lazyYupResolver(loadSchema);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadSchema).not.toHaveBeenCalled();

    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    expect(loadSchema).toHaveBeenCalledOnce();

    field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    expect(loadSchema).toHaveBeenCalledOnce();
  });

  it('loads its schema at once on a page the user reached by a click', () => {
    onTestFinished(pretendUserHasClicked());
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    lazyYupResolver(loadSchema);
    expect(loadSchema).toHaveBeenCalledOnce();
  });

  it('validates with the schema even when submitted before any interaction', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    const resolver = lazyYupResolver(loadSchema);

    const result = await resolver({ email: '' }, undefined, resolverOptions);

    expect(loadSchema).toHaveBeenCalledOnce();
    expect(result.errors['email']?.message).toBe('email.required');
  });
});
