import { ORIGIN, type TestApp, type TestResponse } from './harness.js';

/** Posts a file to an import endpoint as the browser does (multipart `file`), signed in with `cookie`. */
export const fileUploader =
  (t: TestApp, defaultCookie: () => string) =>
  async (
    path: string,
    content: string | Uint8Array,
    options: { cookie?: string; name?: string; fields?: Record<string, string> } = {},
  ) => {
    const form = new FormData();
    form.append('file', new File([content], options.name ?? 'people.csv'));
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    return (await t.app.request(`${ORIGIN}/api${path}`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: options.cookie ?? defaultCookie() },
      body: form,
    })) as TestResponse;
  };
