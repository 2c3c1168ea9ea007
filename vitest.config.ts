import { defineConfig } from 'vitest/config';

/** One runner for every unit and API-integration suite; `--project api` picks one. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
