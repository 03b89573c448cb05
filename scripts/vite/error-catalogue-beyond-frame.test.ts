import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRAME_ERROR_GROUPS } from '../../src/lib/frame-error-groups';
import { catalogueBeyondFrame } from './error-catalogue-beyond-frame';

const catalogueText = readFileSync(
  new URL('../../locales/en/errors.json', import.meta.url),
  'utf8',
);
const catalogue = JSON.parse(catalogueText) as Record<string, unknown>;

describe('catalogueBeyondFrame', () => {
  it("leaves out the frame's groups, which the entry carries, and keeps every other group whole", () => {
    const beyond = JSON.parse(catalogueBeyondFrame(catalogueText)) as Record<string, unknown>;
    for (const group of FRAME_ERROR_GROUPS) {
      expect(catalogue).toHaveProperty([group]);
      expect(beyond).not.toHaveProperty([group]);
    }
    const others = Object.keys(catalogue).filter((group) => !FRAME_ERROR_GROUPS.includes(group));
    expect(others.length).toBeGreaterThan(5);
    expect(Object.keys(beyond)).toEqual(others);
    for (const group of others) expect(beyond[group]).toEqual(catalogue[group]);
  });
});
