import type { ImportReport } from '@praxis/shared';
import type * as s from '../schema/index.js';
import type { People } from './build-people.js';
import type { Calendar, Random } from './random.js';

type Run = typeof s.importRuns.$inferInsert;

/**
 * The firm's first day on Praxis, as Admin Settings → Import data remembers it: the people loaded from the HR
 * roster (every consultant but the three demo accounts), one row refused for a misspelt product.
 */
export function buildImports(rng: Random, cal: Calendar, people: People): Run[] {
  const admin = people.demo[0]?.userId ?? null;
  const demoIds = new Set(people.demo.map((person) => person.consultantId));
  const roster = people.consultants.filter((consultant) => !demoIds.has(consultant.id ?? ''));
  // The header is row 1: the roster's rows are 2 … n + 1, the refused one comes last.
  const refused = roster.length + 2;
  const roll: ImportReport = {
    kind: 'consultants',
    dry_run: false,
    total: roster.length + 1,
    created: roster.length,
    updated: 0,
    unchanged: 0,
    // The roster came with accounts of its own: nobody was invited by the import.
    invited: 0,
    errors: [
      {
        row: refused,
        column: 'skills',
        message: "unknown product 'Azzure Data Factory' — did you mean Azure Data Factory?",
        missing: null,
      },
    ],
    rows: [
      ...roster.map((consultant, index) => ({
        row: index + 2,
        key: consultant.email ?? '',
        action: 'create' as const,
      })),
      { row: refused, key: 'kai.lindqvist@demo.local', action: 'error' as const },
    ],
    run_id: null,
  };
  const rollId = rng.uuid();
  // The day the accounts were made (build-people).
  const createdAt = cal.ago(24 * 400);
  return [
    {
      id: rollId,
      kind: 'consultants',
      fileName: 'hr-roster.xlsx',
      dryRun: false,
      status: 'done',
      rowsTotal: roll.total,
      rowsDone: roll.total,
      errorCount: roll.errors.length,
      report: { ...roll, run_id: rollId },
      createdBy: admin,
      createdAt,
      finishedAt: createdAt,
    },
  ];
}
