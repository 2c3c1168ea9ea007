import { describe, expect, it } from 'vitest';
import { DEMO, ORIGIN } from '../../test/harness.js';
import { withS3App } from '../../test/s3-server.js';
import { consultantIfMatch } from '../../test/consultant-version.js';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const GIF = new TextEncoder().encode('GIF89a-small');

describe('profile photos on S3-compatible storage', () => {
  it('stores the photo in the bucket, serves it from there, and deletes the one it replaces', () =>
    withS3App(async (app) => {
      expect(app.deps.storage.kind).toBe('s3');
      const cookie = await app.signIn(DEMO.employee);
      const me = await (await app.request('GET', '/api/me', { cookie })).json();
      const id: string = me.consultant.id;
      const upload = async (bytes: Uint8Array) => {
        const form = new FormData();
        form.append('file', new File([bytes], 'photo', { type: 'image/png' }));
        const response = await app.app.request(`${ORIGIN}/api/consultants/${id}/photo`, {
          method: 'POST',
          headers: { origin: ORIGIN, cookie, ...(await consultantIfMatch(app.deps.database.db, id)) },
          body: form,
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { photo_url: string }).photo_url;
      };

      const first = await upload(PNG);
      const firstKey = first.split('/').pop() ?? '';
      expect(await app.deps.storage.get(firstKey)).not.toBeNull();
      const served = await app.request('GET', first, { cookie });
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

      const second = await upload(GIF);
      expect(second).not.toBe(first);
      expect(await app.deps.storage.get(firstKey)).toBeNull();
      expect((await app.request('GET', first, { cookie })).status).toBe(404);
      expect((await app.request('GET', second, { cookie })).headers.get('content-type')).toBe('image/gif');
    }));
});
