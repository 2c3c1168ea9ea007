import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source';

// Whole-app tests wait for the session, the 0.5 s loading screen (original §9) and lazy route modules.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // The live event stream (/api/events) is faked like fetch: no test opens a real connection.
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  cleanup();
});
