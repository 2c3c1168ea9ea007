import { cleanFileName, documentKindOf } from './file-types.js';
import { AppError } from '../lib/app-error.js';

/**
 * The checks every document upload shares, as 422s on the `file` field: a file was sent (`missingFile` says what
 * to do otherwise), at most `maxBytes`, not empty. Answers its bytes, its cleaned name and the kind its content
 * shows (`documentKindOf`: the type comes from the bytes, never from the browser's claim; null when unknown) — the
 * caller decides which kinds it takes.
 */
export async function readUploadedDocument(
  file: unknown,
  { maxBytes, missingFile }: { maxBytes: number; missingFile: string },
) {
  if (!(file instanceof File)) throw AppError.validation('Choose a file to upload.', { file: missingFile });
  const maxMb = maxBytes / (1024 * 1024);
  if (file.size > maxBytes) {
    throw AppError.validation(`The file is larger than ${maxMb} MB.`, { file: `At most ${maxMb} MB.` });
  }
  if (file.size === 0) throw AppError.validation('The file is empty.', { file: 'The file is empty.' });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const fileName = cleanFileName(file.name);
  return { bytes, fileName, kind: documentKindOf(bytes, fileName) };
}
