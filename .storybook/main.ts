import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * The app's build steps that make no sense for Storybook's preview: pre-rendering the public
 * pages (it needs the app's own index.html) and the live build's trimming (vite.config.ts).
 */
const APP_BUILD_ONLY = new Set([
  'prerender-public-pages',
  'serve-prerendered',
  'drop-mock-worker',
  'plain-preload-helper',
]);

const withoutAppBuildSteps = (plugins: PluginOption[]): PluginOption[] =>
  plugins.flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutAppBuildSteps(plugin)];
    if (plugin && typeof plugin === 'object' && 'name' in plugin && APP_BUILD_ONLY.has(plugin.name))
      return [];
    return [plugin];
  });

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves mockServiceWorker.js for the MSW addon.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: withoutAppBuildSteps(viteConfig.plugins ?? []),
    // The app's chunk groups (vite.config.ts) are tuned for its first screens, not for stories.
    build: { ...viteConfig.build, rolldownOptions: {} },
  }),
};

export default config;
