import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { assertKey, type Storage } from './storage-types.js';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2, s3rver in tests), path-style URLs, SigV4 through aws4fetch. A write
 * is PUT to `tmp/<uuid>`, copied to its key, and the temporary object deleted.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`;
  const urlOf = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const expectOk = async (response: Response, what: string) => {
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`S3 ${what} failed: ${response.status} ${detail}`);
    }
    await response.body?.cancel();
  };

  const remove = async (key: string) => {
    const response = await client.fetch(urlOf(key), { method: 'DELETE' });
    if (response.status !== 404) await expectOk(response, 'delete');
  };

  /** PUT to a temporary object, then copied to its key (a reader never sees half an object). */
  const commit = async (
    key: string,
    contentType: string,
    upload: { body: Uint8Array | ReadableStream<Uint8Array>; headers?: Record<string, string>; duplex?: 'half' },
  ) => {
    assertKey(key);
    const temp = `tmp/${randomUUID()}`;
    await expectOk(
      await client.fetch(urlOf(temp), {
        method: 'PUT',
        body: upload.body,
        headers: { 'content-type': contentType, ...upload.headers },
        ...(upload.duplex ? { duplex: upload.duplex } : {}),
      } as RequestInit),
      'upload',
    );
    try {
      const copy = await client.fetch(urlOf(key), {
        method: 'PUT',
        headers: { 'x-amz-copy-source': `/${options.bucket}/${temp}`, 'content-type': contentType },
      });
      await expectOk(copy, 'commit');
    } finally {
      await remove(temp);
    }
  };

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      // A copy typed as an ArrayBuffer view, which both the Node and the DOM BodyInit accept (typed clients).
      await commit(key, contentType, { body: new Uint8Array(bytes) });
    },
    async putFile(key, file, contentType) {
      const { size } = await stat(file);
      // Streamed: the payload is not hashed (that would read it whole first); TLS protects it on the way.
      await commit(key, contentType, {
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
        headers: { 'content-length': String(size), 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
        duplex: 'half',
      });
    },
    async get(key) {
      assertKey(key);
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        await expectOk(response, 'download');
        return null;
      }
      return { body: response.body, size: Number(response.headers.get('content-length') ?? 0) };
    },
    async delete(key) {
      assertKey(key);
      await remove(key);
    },
  };
}
