import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../testing/schema-errors';
import { forgotPasswordSchema } from './forgot-password-schema';

describe('forgotPasswordSchema', () => {
  it('accepts an email, trimmed', async () => {
    expect(await forgotPasswordSchema.validate({ email: '  jane@example.com\t' })).toEqual({
      email: 'jane@example.com',
    });
  });

  it.each(['', '   ', undefined])('asks for an email when given %j', async (email) => {
    expect(await schemaErrors(forgotPasswordSchema, { email })).toEqual({
      email: 'auth:forgotPassword.email.required',
    });
  });

  it.each(['jane', 'jane@', '@example.com', 'jane smith@example.com', 'jane@@example.com'])(
    'rejects the badly formed email %j',
    async (email) => {
      expect(await schemaErrors(forgotPasswordSchema, { email })).toEqual({
        email: 'errors:auth.invalidEmail',
      });
    },
  );
});
