import type { GoldenDocumentType } from '@praxis/shared';

/**
 * What an uploaded document is, decided by its bytes (and, for the ZIP-based Office formats and plain text, by
 * its extension once the bytes agree). A file whose content does not match an accepted type is refused.
 */
export interface DocumentKind {
  type: GoldenDocumentType;
  contentType: string;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, i) => bytes[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OFFICE: Record<string, DocumentKind> = {
  docx: { type: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { type: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { type: 'pptx', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
};
const TEXT: Record<string, DocumentKind> = {
  txt: { type: 'txt', contentType: 'text/plain' },
  md: { type: 'md', contentType: 'text/markdown' },
  csv: { type: 'csv', contentType: 'text/csv' },
};

const extensionOf = (fileName: string) => /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function documentKindOf(bytes: Uint8Array, fileName: string): DocumentKind | null {
  const ext = extensionOf(fileName);
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { type: 'pdf', contentType: 'application/pdf' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, ZIP)) return OFFICE[ext] ?? null;
  if (TEXT[ext] && bytes.length > 0 && isText(bytes)) return TEXT[ext];
  return null;
}

/** A file name safe to echo in Content-Disposition and lists: no path, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'document';
}
