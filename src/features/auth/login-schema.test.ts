import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { loginSchema } from './login-schema';

/** The error codes the schema raises for a form, by field. */
async function errorsFor(values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await loginSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('loginSchema', () => {
  it('accepts an email and a password, trimming the email', async () => {
    const values = await loginSchema.validate({
      email: '  jane@example.com \t',
      password: 'secret',
    });
    expect(values).toEqual({ email: 'jane@example.com', password: 'secret' });
  });

  it('keeps the password exactly as typed', async () => {
    const values = await loginSchema.validate({
      email: 'jane@example.com',
      password: ' pass word ',
    });
    expect(values.password).toBe(' pass word ');
  });

  it('requires both fields', async () => {
    expect(await errorsFor({ email: '', password: '' })).toEqual({
      email: 'auth.fieldsRequired',
      password: 'auth.fieldsRequired',
    });
    expect(await errorsFor({})).toEqual({
      email: 'auth.fieldsRequired',
      password: 'auth.fieldsRequired',
    });
  });

  it('requires the email when only the password is given', async () => {
    expect(await errorsFor({ email: '', password: 'secret' })).toEqual({
      email: 'auth.fieldsRequired',
    });
  });

  it('requires the password when only the email is given', async () => {
    expect(await errorsFor({ email: 'jane@example.com', password: '' })).toEqual({
      password: 'auth.fieldsRequired',
    });
  });

  it('treats an email of spaces as missing', async () => {
    expect(await errorsFor({ email: '   ', password: 'secret' })).toEqual({
      email: 'auth.fieldsRequired',
    });
  });

  it.each(['jane', 'jane@', '@example.com', 'jane smith@example.com', 'jane@@example.com'])(
    'rejects the badly formed email %j',
    async (email) => {
      expect(await errorsFor({ email, password: 'secret' })).toEqual({
        email: 'auth.invalidEmail',
      });
    },
  );

  it('reports a bad email and a missing password together', async () => {
    expect(await errorsFor({ email: 'jane', password: '' })).toEqual({
      email: 'auth.invalidEmail',
      password: 'auth.fieldsRequired',
    });
  });
});
