import type { StorybookConfig } from '@storybook/react-vite';

// The catalogue of packages/ui. The machine that builds it may be offline: no telemetry, no
// "what's new" fetches, and no addon that downloads a browser (accessibility is checked by
// `a11y-check.mjs` against the Debian Chromium).
const config = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
} satisfies StorybookConfig;

export default config;
