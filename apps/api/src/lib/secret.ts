import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * In embedded mode without BETTER_AUTH_SECRET, a secret is generated once and kept in DATA_DIR (mode 0600), so
 * sessions survive restarts without anyone having to configure anything. Several processes starting at once on one
 * DATA_DIR agree on one secret: the file appears whole (written aside, then hard-linked into place) and the first
 * link wins.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}
