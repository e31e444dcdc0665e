// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); this adds the DOM
// matchers, unmounts rendered trees after each test, and registers the catalogues' Portuguese
// halves (as the server always does and an app does for a Portuguese reader, docs/adr/0019), so a
// test may draw in either language.
import '@partilha/domain/portuguese';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
