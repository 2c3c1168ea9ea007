import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source';

// Whole-app tests wait for the session, the 0.5 s loading screen (docs/product.md §9) and lazy route modules.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // The live event stream (/api/events) is faked like fetch: no test opens a real connection.
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  cleanup();
});

// sonner removes a dismissed toast 200 ms after its exit starts, on a timer of its own that outlives the unmount:
// let such timers run while the test environment (window) still exists, or React would touch a missing window.
const SONNER_REMOVE_MS = 200;
afterAll(() => new Promise((resolve) => setTimeout(resolve, SONNER_REMOVE_MS + 50)));
