import { describe, expect, it } from 'vitest';
import { meetsPasswordRule, unmetPasswordRequirements } from './password-rule';

describe('password rule (spec part 2 §5)', () => {
  it('accepts 8 or more characters with a lowercase and an uppercase letter, a number and a special character', () => {
    for (const password of ['Password123!', 'aB3$efgh', 'Password1é', 'Pass word 9£']) {
      expect(meetsPasswordRule(password), password).toBe(true);
    }
  });

  it('refuses a password missing any one of them', () => {
    for (const password of [
      'Passw1!', // 7 characters
      'Pass1!😀', // 7 characters, though 8 UTF-16 code units
      'PASSWORD123!', // no lowercase letter
      'password123!', // no uppercase letter
      'Password!!!!', // no number
      'Password1234', // no special character
      'Password 123', // white space is not a special character
      '',
    ]) {
      expect(meetsPasswordRule(password), password).toBe(false);
    }
  });

  it('names the parts a password still misses, in the order the hint lists them', () => {
    expect(unmetPasswordRequirements('')).toEqual([
      'length',
      'lowercase',
      'uppercase',
      'number',
      'special',
    ]);
    expect(unmetPasswordRequirements('password')).toEqual(['uppercase', 'number', 'special']);
    expect(unmetPasswordRequirements('Password123!')).toEqual([]);
  });
});
