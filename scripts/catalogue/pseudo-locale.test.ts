// @vitest-environment jsdom
/**
 * CONTENT.md: text hard-coded in JSX fails the catalogue check. Every screen (src/features/<area>/*-screen.tsx)
 * and every part of the frame (src/app: its stories, and *-page.tsx / *-screen.tsx), in every state its
 * stories show, is rendered in the pseudo language; any visible text or user-facing attribute outside ⟦ ⟧
 * did not come from locales/ and fails its test.
 *
 * It belongs to the `server` project (the `app` project only collects src/**), with jsdom chosen above, and
 * runs as the last part of `npm run catalogue:check` (`npm run test:unit` leaves it out, not to run it twice).
 */
import { resolve } from 'node:path';
import { cleanup } from '@testing-library/react';
import { clearAlerts } from '../../src/components/alerts/alert-store';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import persistedDocuments from '../../src/gql/persisted-documents.json';
import { operationsByName } from './pseudo-gateway';
import {
  collectScreenCases,
  findHardCodedText,
  loadGatewaySchema,
  type StoryModule,
} from './pseudo-screens';
import { preparePageForScreens } from './pseudo-test-setup';

const screenModules = import.meta.glob<Record<string, unknown>>([
  '../../src/features/**/*-screen.tsx',
  '../../src/app/**/*-{screen,page}.tsx',
]);
const storyModules = import.meta.glob<StoryModule>([
  '../../src/features/**/*-screen.stories.tsx',
  // The frame (header, navigation, footer, cookie banner, not-found page): every story of src/app.
  '../../src/app/**/*.stories.tsx',
]);

const gateway = {
  // Vitest runs from the repository root (under jsdom, import.meta.url is not a file URL).
  schema: loadGatewaySchema(resolve('gateway/src')),
  operations: operationsByName(persistedDocuments),
};
const cases = await collectScreenCases(screenModules, storyModules);

beforeAll(preparePageForScreens);
afterEach(() => {
  cleanup();
  // An alert a story's play raised (kept translated, in English) must not show in the next story.
  clearAlerts();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('every screen shows only catalogue text (pseudo language)', () => {
  it('finds the screens', () => {
    expect(Object.keys(screenModules).length + Object.keys(storyModules).length).toBeGreaterThan(0);
  });

  it.each(cases.map((screenCase) => [screenCase.name, screenCase] as const))(
    '%s',
    async (_name, screenCase) => {
      const findings = await findHardCodedText(screenCase, gateway);
      expect(
        findings.map(({ text, where }) => `${where} "${text}"`),
        'text not from locales/ (put it in locales/en/<namespace>.json and show it with t())',
      ).toEqual([]);
    },
  );
});
