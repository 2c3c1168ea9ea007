import { z } from 'zod';

export const FIRM_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type FirmExportStatus = (typeof FIRM_EXPORT_STATUSES)[number];

/** One full export of the firm: its progress while the job writes it, and its zip once done. */
export const firmExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(FIRM_EXPORT_STATUSES),
  /** The CSV files to write (one per table, plus the importable kinds) and how many are written. */
  tables_total: z.number().int(),
  tables_done: z.number().int(),
  /** Rows to write (counted when the job starts) and rows written. */
  rows_total: z.number().int(),
  rows_done: z.number().int(),
  /** The zip's size in bytes once done. */
  size_bytes: z.number().int().nullable(),
  /** Done and its zip still kept (the latest few are). */
  downloadable: z.boolean(),
  /** Why the export failed. */
  failure: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type FirmExport = z.infer<typeof firmExportSchema>;
