import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-path';

describe('safeRedirectPath', () => {
  it.each(['/', '/my-details/profile', '/my-meds/orders?tab=previous#top', '/%2F%2Fevil.example'])(
    'keeps the path in this app %j',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    null,
    undefined,
    '',
    'my-details',
    'https://evil.example/login',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /my-details',
    '/my details',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});
