import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole-app tests wait for the session, the 0.5 s loading screen (original §9) and lazy route modules.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
