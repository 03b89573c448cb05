import type { StorybookConfig } from '@storybook/react-vite';

const APP_BUILD_ONLY = new Set(['precompress', 'prerender-public-pages']);

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/mockServiceWorker.js: Mock Service Worker's script, which answers the stories' GraphQL requests.
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The app's build-time steps are for the gateway's dist/app, not for storybook-static: compression
  // (scripts/vite/precompress.ts) for its static files, and the prerendered public pages
  // (scripts/vite/prerender.ts), which read the app build's manifest.
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? [])
      .flat()
      .filter((plugin) => !(plugin && 'name' in plugin && APP_BUILD_ONLY.has(plugin.name))),
  }),
};
export default config;
