import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../lib/env.js';
import { startS3Server } from '../test/s3-server.js';
import { createLocalStorage } from './local-storage.js';
import { createStorage, type Storage } from './storage.js';

const text = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

function contract(name: string, open: () => Storage) {
  describe(`${name} storage`, () => {
    it('puts, streams back, overwrites and deletes a file', async () => {
      const storage = open();
      await storage.put('golden/a1b2.pdf', new TextEncoder().encode('first'), 'application/pdf');
      const got = await storage.get('golden/a1b2.pdf');
      expect(got?.size).toBe(5);
      expect(await text(got!.body)).toBe('first');
      await storage.put('golden/a1b2.pdf', new TextEncoder().encode('second!'), 'application/pdf');
      expect(await text((await storage.get('golden/a1b2.pdf'))!.body)).toBe('second!');
      await storage.delete('golden/a1b2.pdf');
      expect(await storage.get('golden/a1b2.pdf')).toBeNull();
      await expect(storage.delete('golden/a1b2.pdf')).resolves.toBeUndefined();
    });

    it('streams a file of local disk to its key', async () => {
      const storage = open();
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'praxis-put-file-')), 'export.zip');
      writeFileSync(file, 'x'.repeat(70_000));
      await storage.putFile('exports/e1.zip', file, 'application/zip');
      const got = await storage.get('exports/e1.zip');
      expect(got?.size).toBe(70_000);
      expect(await text(got!.body)).toBe('x'.repeat(70_000));
      await expect(storage.putFile('../e1.zip', file, 'application/zip')).rejects.toThrow(/invalid/);
      await storage.delete('exports/e1.zip');
    });

    it('answers null for a missing key and refuses keys that could escape', async () => {
      const storage = open();
      expect(await storage.get('golden/missing')).toBeNull();
      await expect(storage.put('../etc/passwd', new Uint8Array(1), 'text/plain')).rejects.toThrow(/invalid/);
      await expect(storage.get('a/../../b')).rejects.toThrow(/invalid/);
    });
  });
}

const root = mkdtempSync(path.join(tmpdir(), 'praxis-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
contract('local', () => createLocalStorage(root));

describe('local storage commits through a temporary name', () => {
  it('leaves no temporary file behind', async () => {
    const storage = createLocalStorage(root);
    await storage.put('x/y.txt', new TextEncoder().encode('hello'), 'text/plain');
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
    expect(readdirSync(path.join(root, 'x'))).toEqual(['y.txt']);
  });
});

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());
contract('S3-compatible (s3rver)', () => createStorage(parseEnv({ NODE_ENV: 'test', DATA_DIR: root, ...s3.env })));

describe('storage configuration', () => {
  it('uses DATA_DIR/uploads without S3 settings and S3 with all of them', () => {
    expect(createStorage(parseEnv({ DATA_DIR: root })).kind).toBe('local');
    expect(createStorage(parseEnv({ DATA_DIR: root, ...s3.env })).kind).toBe('s3');
  });

  it('refuses a partial S3 configuration, naming the missing variables', () => {
    expect(() => parseEnv({ S3_BUCKET: 'praxis' })).toThrow(/S3_ENDPOINT is required/);
    expect(() => parseEnv({ ...s3.env, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ ...s3.env, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET must be a valid bucket name/);
  });

  it('keeps no temporary object in the bucket after a put', async () => {
    const storage = createStorage(parseEnv({ ...s3.env }));
    await storage.put('golden/tmpcheck.txt', new TextEncoder().encode('x'), 'text/plain');
    const objects = readdirSync(path.join(s3.directory, s3.env.S3_BUCKET), { recursive: true }).map(String);
    expect(objects.some((name) => name.startsWith('tmp'))).toBe(false);
    expect(objects.some((name) => name.includes('tmpcheck'))).toBe(true);
  });
});
