import { afterEach, describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { lazyYupResolver } from './lazy-yup-resolver';

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

  it('validates with the schema even when submitted before any interaction', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    const resolver = lazyYupResolver(loadSchema);

    const result = await resolver({ email: '' }, undefined, resolverOptions);

    expect(loadSchema).toHaveBeenCalledOnce();
    expect(result.errors['email']?.message).toBe('email.required');
  });
});
