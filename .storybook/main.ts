import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves mockServiceWorker.js for the MSW addon.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
