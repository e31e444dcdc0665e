// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); this adds the DOM
// matchers and unmounts rendered trees after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
