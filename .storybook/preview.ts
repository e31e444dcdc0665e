import '@partilha/ui/styles.css';
import type { Preview } from '@storybook/react-vite';

const preview = {
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story in the a11y panel and in test runs, not just a warning.
    a11y: { test: 'error' },
  },
} satisfies Preview;

export default preview;
