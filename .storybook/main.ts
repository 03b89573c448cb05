import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/mockServiceWorker.js: Mock Service Worker's script, which answers the stories' GraphQL requests.
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The app's build-time compression (scripts/vite/precompress.ts) is for the gateway's static files; nothing
  // serves storybook-static that way, so its build skips the work.
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? [])
      .flat()
      .filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'precompress')),
  }),
};
export default config;
