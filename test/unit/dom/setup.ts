import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount here,
// or one test's DOM would leak into the next one's queries.
afterEach(() => {
  cleanup();
});
