import type { TestApp } from './harness.js';

/** The If-Match header of a write made on top of the given version. */
export const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

/** Edits a work item (PATCH) as `cookie`; with a version, sends it as If-Match. */
export const editItem = (t: TestApp, cookie: string, id: string, body: Record<string, unknown>, version?: number) =>
  t.request('PATCH', `/api/work-items/${id}`, {
    cookie,
    body,
    headers: version === undefined ? undefined : ifMatch(version),
  });
