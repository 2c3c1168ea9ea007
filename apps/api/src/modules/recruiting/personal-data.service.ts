import { CV_MAX_BYTES, type RetentionList } from '@praxis/shared';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';
import { candidates, interviews, scorecards } from '../../db/schema/recruiting.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { readUploadedDocument } from '../../storage/uploaded-document.js';
import type { Storage } from '../../storage/storage.js';
import { getCandidate } from './candidates.service.js';
import * as queries from './candidates.queries.js';
import { bumpVersion } from '../../lib/versioned-update.js';

const CV_MESSAGE = 'Only PDF or Word (.docx) files can be uploaded, and the content must match the file type.';

/** Size and content checks: the type comes from the bytes (PDF or DOCX), never from the browser's claim. */
async function readCv(file: unknown) {
  const { bytes, fileName, kind } = await readUploadedDocument(file, {
    maxBytes: CV_MAX_BYTES,
    missingFile: 'Choose a file.',
  });
  if (!kind || (kind.type !== 'pdf' && kind.type !== 'docx'))
    throw AppError.validation(CV_MESSAGE, { file: CV_MESSAGE });
  return { bytes, fileName, contentType: kind.contentType };
}

/** Stores the CV first, then points the candidate at it; the previous file is deleted once the row commits. */
export async function uploadCv(
  db: Db,
  storage: Storage,
  { actor, id, file }: { actor: Actor; id: string; file: unknown },
) {
  const found = await queries.findCandidate(db, id);
  if (!found) throw AppError.notFound('Candidate');
  const { bytes, fileName, contentType } = await readCv(file);
  const key = `cv/${randomUUID()}`;
  await storage.put(key, bytes, contentType);
  let previous: string | null = null;
  try {
    const result = await db.transaction(async (tx) => {
      const current = await queries.lockCandidate(tx, id);
      if (!current) throw AppError.notFound('Candidate');
      if (current.erasedAt) throw AppError.conflict('This candidate’s personal data was erased.');
      previous = current.cvKey;
      await bumpVersion(tx, candidates, id, { cvKey: key, cvFileName: fileName, cvContentType: contentType });
      await audit(tx, actor, {
        entity: 'candidates',
        entityId: id,
        action: 'update',
        after: { cv_file_name: fileName },
      });
      return getCandidate(tx, { id });
    });
    if (previous) await storage.delete(previous).catch(() => undefined);
    return result;
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export async function openCv(db: Db, storage: Storage, { id }: { id: string }) {
  const row = await queries.findCandidate(db, id);
  if (!row) throw AppError.notFound('Candidate');
  const { cvKey, cvFileName, cvContentType } = row.candidate;
  if (!cvKey || !cvFileName || !cvContentType) throw AppError.notFound('CV');
  const file = await storage.get(cvKey);
  if (!file) throw AppError.notFound('CV');
  return { file, fileName: cvFileName, contentType: cvContentType };
}

/**
 * Erasure on request: the CV file goes, personal fields are blanked, scorecard notes cleared, and earlier audit
 * rows of the candidate lose their images — the trail keeps only that an erasure happened.
 */
export async function eraseCandidate(db: Db, storage: Storage, { actor, id }: { actor: Actor; id: string }) {
  const cvKey = await db.transaction(async (tx) => {
    const current = await queries.lockCandidate(tx, id);
    if (!current) throw AppError.notFound('Candidate');
    if (current.erasedAt) return null;
    await bumpVersion(tx, candidates, id, {
      firstName: 'Erased',
      lastName: 'candidate',
      email: null,
      phone: null,
      linkedinUrl: null,
      notes: null,
      rejectionReason: null,
      cvKey: null,
      cvFileName: null,
      cvContentType: null,
      erasedAt: new Date(),
    });
    const interviewIds = tx.select({ id: interviews.id }).from(interviews).where(eq(interviews.candidateId, id));
    await tx.update(scorecards).set({ notes: null }).where(inArray(scorecards.interviewId, interviewIds));
    await tx
      .update(auditLog)
      .set({ before: null, after: null })
      .where(and(eq(auditLog.entity, 'candidates'), eq(auditLog.entityId, id)));
    await audit(tx, actor, { entity: 'candidates', entityId: id, action: 'delete', after: { erasure: true } });
    return current.cvKey;
  });
  if (cvKey) await storage.delete(cvKey);
}

export async function retentionList(db: Db, { months, now = new Date() }: { months: number; now?: Date }) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const rows = await queries.rejectedBefore(db, cutoff);
  const result: RetentionList = {
    months,
    items: rows.map((row) => ({
      id: row.id,
      candidate_name: `${row.firstName} ${row.lastName}`,
      position_title: row.positionTitle,
      rejected_at: new Date(row.rejectedAt).toISOString(),
    })),
  };
  return result;
}
