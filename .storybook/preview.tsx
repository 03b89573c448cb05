import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import type { InitialEntry } from 'react-router';
import {
  installGatewayMock,
  setGatewayInterceptor,
  type GatewayMocks,
} from '../src/testing/gateway-mock';
import { TestProviders } from '../src/testing/test-providers';
import '../src/styles/main.scss';

// nhsuk-react-components v6 runs nhsuk-frontend's scripts, which need these classes on <body>.
document.body.classList.add('js-enabled', 'nhsuk-frontend-supported');

// The stories' gateway answers through Mock Service Worker's browser worker (.storybook/public).
const worker = setupWorker();
setGatewayInterceptor(worker);

const withProviders: Decorator = (Story, context) => {
  // routePath: the route's pattern, for screens that read path parameters (e.g. '/verify-new-email/:id').
  const { route = '/', routePath } = context.parameters as {
    route?: InitialEntry;
    routePath?: string;
  };
  return (
    <TestProviders
      route={route}
      routes={routePath ? [{ path: routePath, element: <Story /> }] : []}
      language={context.globals.locale as string | undefined}
    >
      <Story />
    </TestProviders>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  // Requests other than the gateway's (scripts, styles, fonts) go to the network as usual.
  beforeAll: async () => {
    await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  },
  // Answers the story's GraphQL operations from `parameters.gateway`; undone after the story.
  beforeEach: ({ parameters }) =>
    installGatewayMock((parameters as { gateway?: GatewayMocks }).gateway ?? {}).restore,
  // Under Vitest (test:stories) every story must also pass the Nu HTML Checker, as it must pass axe. The
  // Storybook UI has no Vitest, hence the check only when Vitest's storybook plugin set VITEST_STORYBOOK.
  afterEach: async () => {
    if (import.meta.env.VITEST_STORYBOOK === undefined) return;
    const { expectValidStoryMarkup } = await import('./nu-html-check');
    await expectValidStoryMarkup();
  },
  parameters: {
    layout: 'fullscreen',
    // Every story is an axe test: a violation fails `npm test` (WCAG 2.2 A/AA).
    a11y: {
      test: 'error',
      options: {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Language of the catalogue (pseudo shows any text that is not from locales/)',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'pseudo', title: 'Pseudo-language' },
        ],
      },
    },
  },
  initialGlobals: { locale: 'en' },
};
export default preview;
