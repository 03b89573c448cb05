import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { schemaErrors } from '../testing/schema-errors';
import { meetsPasswordRule } from '../../api/src/contract';
import { newPasswordField } from './password-fields';
import { passwordStrength } from './password-rule';

const form = object({ password: newPasswordField });

/** The message the rule gives a password, or undefined when it passes. */
async function messageFor(password: unknown): Promise<string | undefined> {
  return (await schemaErrors(form, { password }))['password'];
}

describe('newPasswordField', () => {
  it('requires a password', async () => {
    expect(await messageFor('')).toBe('auth:password.required');
    expect(await messageFor(undefined)).toBe('auth:password.required');
  });

  it('gives the rule message for a password that breaks it', async () => {
    expect(await messageFor('password')).toBe('errors:auth.passwordTooWeak');
    expect(await messageFor('   ')).toBe('errors:auth.passwordTooWeak');
  });

  it('keeps a good password exactly as typed', async () => {
    expect(await messageFor(' Password1! ')).toBeUndefined();
    expect(await form.validate({ password: ' Password1! ' })).toEqual({ password: ' Password1! ' });
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'weak', 'red', 0],
    ['a', 'weak', 'red', 20],
    ['ab1', 'weak', 'red', 40],
    ['aB1', 'fair', 'orange', 60],
    ['aB1!', 'fair', 'orange', 80],
    ['abcdefgH1', 'fair', 'orange', 80],
    ['aB1!efgh', 'strong', 'green', 100],
  ] as const)('rates %j %s (%s, %i %)', (password, level, colour, percent) => {
    expect(passwordStrength(password)).toEqual({
      level,
      colour,
      percent,
      descriptionKey: `auth:passwordStrength.${level}`,
    });
  });

  it('calls strong only what meets the rule', () => {
    for (const password of ['Password1!', 'Password12', 'password1!', 'Pass1!a']) {
      expect(passwordStrength(password).level === 'strong').toBe(meetsPasswordRule(password));
    }
  });
});
