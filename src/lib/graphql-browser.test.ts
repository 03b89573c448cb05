import { describe, expect, it } from 'vitest';
import { parse } from './graphql-browser';

describe('the browser stand-in for graphql', () => {
  it('finds the operation type and name that graphql-request sends', () => {
    const document = parse(
      'mutation SignIn($email: String!) { signIn(email: $email) { me { ...Patient } } }\nfragment Patient on Me { patient { id } }',
    );
    expect(document.definitions).toEqual([
      expect.objectContaining({ operation: 'mutation', name: { kind: 'Name', value: 'SignIn' } }),
    ]);
  });

  it('skips fragments placed before the operation', () => {
    const document = parse('fragment A on Me { id }\nquery HomeScreen { me { ...A } }');
    expect(document.definitions[0]).toMatchObject({
      operation: 'query',
      name: { value: 'HomeScreen' },
    });
  });

  it('refuses a document without a named operation', () => {
    expect(() => parse('{ me { id } }')).toThrow();
  });
});
