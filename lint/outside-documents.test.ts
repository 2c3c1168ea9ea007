import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: a comment that explains a rule cites a section of docs/product.md, never a document
 * that is not in the repository (the specification it replaced, planning notes, tickets). Every section cited
 * must exist, so a renumbered heading fails here instead of leaving dangling references.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = 'lint/outside-documents.test.ts';

const SOURCES = execFileSync('git', ['ls-files', 'apps', 'packages', 'e2e', 'scripts', 'bench', 'lint', '.ci'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|sql|sh|css)$/.test(file) && file !== SELF);

/** Names of documents outside the repository, and the ways they were cited. */
const OUTSIDE = [
  /\b(PRODUCT|UX|STYLE|ARCHITECTURE)\.md\b/,
  /\boriginal(-spec\.txt)? §/,
  /\bissue \d+\b/,
  /\.\.\/shared\/(spec|reference)/,
];

function lines(file: string): { file: string; line: number; text: string }[] {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .map((text, index) => ({ file, line: index + 1, text }));
}

const productSections = new Set(
  readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8')
    .split('\n')
    .flatMap((line) => /^#{2,3} (\d+(?:\.\d+)?)\.? /.exec(line)?.slice(1) ?? []),
);

describe('a repository that stands alone', () => {
  it('has source files to check', () => {
    expect(SOURCES.length).toBeGreaterThan(500);
  });

  it('cites no document outside the repository', () => {
    const citing = SOURCES.flatMap(lines)
      .filter(({ text }) => OUTSIDE.some((pattern) => pattern.test(text)))
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(citing).toEqual([]);
  });

  it('cites only sections docs/product.md has', () => {
    expect(productSections.has('6')).toBe(true);
    expect(productSections.has('11.9')).toBe(true);
    const dangling = SOURCES.flatMap(lines).flatMap(({ file, line, text }) =>
      [...text.matchAll(/docs\/product\.md((?:,? ?§\d+(?:\.\d+)?(?:–§\d+)?)+)/g)].flatMap((match) =>
        [...(match[1] ?? '').matchAll(/§(\d+(?:\.\d+)?)/g)]
          .map((section) => section[1] ?? '')
          .filter((section) => !productSections.has(section))
          .map((section) => `${file}:${line}: §${section}`),
      ),
    );
    expect(dangling).toEqual([]);
  });
});
