import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/mockServiceWorker.js: Mock Service Worker's script, which answers the stories' GraphQL requests.
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};
export default config;
