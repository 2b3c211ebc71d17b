import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  swc: () => ({ jsc: { transform: { react: { runtime: 'automatic' } } } }),
  webpackFinal: async (cfg) => {
    // Stories run against a small stand-in for shared-auth (no sign-in, no API), as the remotes' tests do.
    cfg.resolve = cfg.resolve ?? {};
    cfg.resolve.alias = {
      ...(cfg.resolve.alias as Record<string, string> | undefined),
      'shared-auth$': fileURLToPath(new URL('./shared-auth-mock.ts', import.meta.url)),
    };
    return cfg;
  },
};

export default config;
