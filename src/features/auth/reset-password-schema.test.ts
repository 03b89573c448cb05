import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../testing/schema-errors';
import { resetPasswordSchema } from './reset-password-schema';

const errorsFor = (values: Record<string, unknown>) => schemaErrors(resetPasswordSchema, values);

describe('resetPasswordSchema', () => {
  it('accepts a password that meets the rule, confirmed, exactly as typed', async () => {
    expect(
      await resetPasswordSchema.validate({
        password: ' Password1! ',
        confirmPassword: ' Password1! ',
      }),
    ).toEqual({ password: ' Password1! ', confirmPassword: ' Password1! ' });
  });

  it('asks for both fields', async () => {
    expect(await errorsFor({ password: '', confirmPassword: '' })).toEqual({
      password: 'auth:password.required',
      confirmPassword: 'auth:resetPassword.confirmPassword.required',
    });
  });

  it('asks for the confirmation of a good password', async () => {
    expect(await errorsFor({ password: 'Password1!', confirmPassword: '' })).toEqual({
      confirmPassword: 'auth:resetPassword.confirmPassword.required',
    });
  });

  it('gives the rule for a password that breaks it', async () => {
    expect(await errorsFor({ password: 'password1', confirmPassword: 'password1' })).toEqual({
      password: 'errors:auth.passwordTooWeak',
    });
  });

  it.each(['Password1', 'password1!', 'Password1! ', 'PASSWORD1!'])(
    'says the passwords must match when the confirmation is %j',
    async (confirmPassword) => {
      expect(await errorsFor({ password: 'Password1!', confirmPassword })).toEqual({
        confirmPassword: 'auth:resetPassword.confirmPassword.mismatch',
      });
    },
  );

  it('reports a weak password and a mismatch together', async () => {
    expect(await errorsFor({ password: 'weak', confirmPassword: 'other' })).toEqual({
      password: 'errors:auth.passwordTooWeak',
      confirmPassword: 'auth:resetPassword.confirmPassword.mismatch',
    });
  });
});
