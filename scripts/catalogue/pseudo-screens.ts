/**
 * Renders every screen of the app in the pseudo language and reports text that is not from the catalogue
 * (CONTENT.md: "the test renders the app in a pseudo-language and finds any text that did not come from
 * the catalogue"). Screens are found by file name, so a new screen is covered without editing this file:
 * each story of `<name>-screen.stories.tsx` is rendered with its own gateway parameters; a screen without
 * stories is rendered loading and failed, answered by a generic gateway.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { act } from '@testing-library/react';
import { composeStories, type composeStory } from '@storybook/react-vite';
import { buildSchema, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { i18n, Resource } from 'i18next';
import type { InitialEntry } from 'react-router';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userEvent, within } from 'storybook/test';
import type { GatewayMocks } from '../../src/testing/gateway-mock';
import { findTextOutsideCatalogue, type TextFinding } from '../../src/testing/pseudo-text';
import { renderScreen } from '../../src/testing/render-screen';
import { pseudoArgs, pseudoGatewayMocks } from './pseudo-gateway';

type ModuleLoader = () => Promise<Record<string, unknown>>;
/** A `*.stories.tsx` module: a default export (meta) and one export per story. */
export type StoryModule = Parameters<typeof composeStories>[0];
/** A story composed with its meta (args, decorators, parameters), renderable as a component. */
type ComposedStory = ReturnType<typeof composeStory>;

/** One way of showing a screen: a story, or the bare screen in a generic state. */
export interface ScreenCase {
  /** e.g. `src/features/orders/current-orders-screen.stories.tsx › Empty`. */
  name: string;
  load: () => Promise<{
    component: ComponentType;
    /** Props for the component: a story's args in the pseudo language. */
    props?: Record<string, unknown>;
    gateway: GatewayMocks;
    fallback?: 'pending' | 'error';
    route?: InitialEntry;
    /** The route's pattern, for screens that read path parameters (as Storybook's preview takes it). */
    routePath?: string;
    play?: (canvasElement: HTMLElement) => Promise<void>;
    /** Text the story puts in the browser's own state (a basket), counted as data like the gateway's. */
    patientText?: string[];
  }>;
}

/** Parameters this check reads from a story (the same ones Storybook's preview uses). */
interface StoryParameters {
  gateway?: GatewayMocks;
  route?: InitialEntry;
  routePath?: string;
  /**
   * `{ disable: true }` leaves a story out, e.g. one that shows a design-system part with sample text.
   * `patientText` lists text the story seeds into browser state rather than the gateway (what the patient
   * typed or chose earlier, e.g. the basket): like gateway data, it is not catalogue text.
   */
  pseudoLocale?: { disable?: boolean; patientText?: string[] };
}

/** The gateway's schema, read from the SDL files under its source folder (the root types and one per area). */
export function loadGatewaySchema(sourceDirectory: string): GraphQLSchema {
  const files = readdirSync(sourceDirectory, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.graphql'))
    .sort();
  return buildSchema(
    files.map((path) => readFileSync(join(sourceDirectory, path), 'utf8')).join('\n'),
  );
}

const screenComponentName = /^[A-Z]\w*(Screen|Page)$/;

/** Names the cases for every screen module and story module given (paths as import.meta.glob gives them). */
export async function collectScreenCases(
  screenModules: Record<string, ModuleLoader>,
  storyModules: Record<string, () => Promise<StoryModule>>,
): Promise<ScreenCase[]> {
  const cases: ScreenCase[] = [];
  const withStories = new Set<string>();

  for (const [path, load] of Object.entries(storyModules).sort(([a], [b]) => a.localeCompare(b))) {
    withStories.add(path.replace(/\.stories\.tsx$/, '.tsx'));
    const stories: Record<string, ComposedStory> = composeStories(await load());
    for (const [exportName, Story] of Object.entries(stories)) {
      const parameters = Story.parameters as StoryParameters;
      if (parameters.pseudoLocale?.disable) continue;
      cases.push({
        name: `${displayPath(path)} › ${Story.storyName || exportName}`,
        load: async () => {
          // The story's loaders and beforeEach (stored consent, say) run as they would in Storybook.
          await Story.load();
          return {
            component: Story as unknown as ComponentType,
            props: pseudoArgs(Story.args, () =>
              createElement('p', null, '⟦The page the story puts in this frame.⟧'),
            ),
            gateway: parameters.gateway ?? {},
            route: parameters.route,
            routePath: parameters.routePath,
            patientText: parameters.pseudoLocale?.patientText,
            play: Story.play
              ? (canvasElement) =>
                  Story.play?.({
                    canvasElement,
                    canvas: within(canvasElement),
                    userEvent: userEvent.setup(),
                  }) ?? Promise.resolve()
              : undefined,
          };
        },
      });
    }
  }

  for (const [path, load] of Object.entries(screenModules).sort(([a], [b]) => a.localeCompare(b))) {
    if (withStories.has(path)) continue;
    for (const fallback of ['pending', 'error'] as const) {
      cases.push({
        name: `${displayPath(path)} (no stories) › ${fallback === 'pending' ? 'loading' : 'failed'}`,
        load: async () => {
          const module = await load();
          const entry = Object.entries(module).find(
            ([name, value]) => screenComponentName.test(name) && typeof value === 'function',
          );
          if (!entry)
            throw new Error(`${path} exports no component named <Name>Screen or <Name>Page`);
          return { component: entry[1] as ComponentType, gateway: {}, fallback };
        },
      });
    }
  }
  return cases;
}

function displayPath(path: string): string {
  return path.replace(/^(\.\.\/)+/, '').replace(/^\//, '');
}

/** Waits until the page stops changing (queries answered, effects run), or gives up after `limitMs`. */
async function settle(container: HTMLElement, limitMs = 3_000): Promise<void> {
  const started = Date.now();
  let previous = '';
  let quietRounds = 0;
  while (quietRounds < 3 && Date.now() - started < limitMs) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const current = container.innerHTML + document.title;
    quietRounds = current === previous ? quietRounds + 1 : 0;
    previous = current;
  }
}

/**
 * Renders one case in the pseudo language and returns the text it shows that is not from the catalogue.
 *
 * A story with a play function (filling in a form to reach its validation errors, say) is played in
 * English, because play functions find elements by their English names, and the page is then switched to
 * the pseudo language in place, which re-renders every translated text in the state the play reached.
 * Gateway data is bracketed throughout. `english` is a fixture catalogue for the check's own test.
 */
export async function findHardCodedText(
  screenCase: ScreenCase,
  gateway: { schema: GraphQLSchema; operations: Map<string, DocumentNode> },
  english?: Resource[string],
): Promise<TextFinding[]> {
  const {
    component,
    props,
    gateway: mocks,
    fallback,
    route,
    routePath,
    play,
    patientText,
  } = await screenCase.load();
  const answer =
    fallback === 'pending'
      ? { pending: true as const }
      : fallback === 'error'
        ? { errorCode: 'common.unexpected' }
        : undefined;
  let i18n: i18n | undefined;
  function CaptureI18n({ children }: { children: ReactNode }) {
    i18n = useTranslation().i18n;
    return children;
  }
  document.title = '';
  const screen = createElement(CaptureI18n, null, createElement(component, props));
  const { container } = renderScreen(screen, {
    gateway: pseudoGatewayMocks(mocks, { ...gateway, fallback: answer }),
    route,
    routes: routePath ? [{ path: routePath, element: screen }] : [],
    language: play ? 'en' : 'pseudo',
    english,
  });
  await settle(container);
  if (play) {
    // A play that cannot finish (it looks for bracketed data by its plain text, say) leaves the page as
    // far as it got, which is still checked; the story's own test reports the play itself.
    await play(container).catch(() => undefined);
    await settle(container);
    await act(async () => {
      await i18n?.changeLanguage('pseudo');
    });
    await settle(container);
  }
  const seeded = new Set(patientText);
  return findTextOutsideCatalogue(document.body, document.title).filter(
    (finding) => !seeded.has(finding.text),
  );
}
