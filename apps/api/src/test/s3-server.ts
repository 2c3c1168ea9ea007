import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver ships no types; the little used here is typed in s3rver.d.ts.
import S3rver from 's3rver';
import { createTestApp, type TestApp } from './harness.js';

/** A local S3-compatible server (s3rver) with one bucket, on a free port; its default credentials are S3RVER. */
export async function startS3Server(bucket = 'praxis-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 'praxis-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return {
    env,
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Runs `work` against a test app whose storage is a fresh S3 bucket (startS3Server); closes both afterwards. */
export async function withS3App(work: (app: TestApp) => Promise<void>) {
  const s3 = await startS3Server();
  const app = await createTestApp(s3.env);
  try {
    await work(app);
  } finally {
    await app.close();
    await s3.close();
  }
}
