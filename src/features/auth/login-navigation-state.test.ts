import { describe, expect, it } from 'vitest';
import { readLoginNavigationState } from './login-navigation-state';

describe('readLoginNavigationState', () => {
  it.each([
    [null, { invalidAccount: false }],
    ['text', { invalidAccount: false }],
    [
      { invalidAccount: 'yes', msg: 3 },
      { invalidAccount: false, msg: undefined },
    ],
    [
      { invalidAccount: true, msg: '  ' },
      { invalidAccount: true, msg: undefined },
    ],
    [
      { invalidAccount: true, msg: 'auth.notVerified' },
      { invalidAccount: true, msg: 'auth.notVerified' },
    ],
  ])('%j → %j', (state, expected) => expect(readLoginNavigationState(state)).toEqual(expected));
});
