import type { ChangeLogCategory, ChangeLogEntry, ChangeLogInput } from '@praxis/shared';

export type PublishMode = 'draft' | 'now' | 'at';

export interface EntryFormValues {
  release_version: string;
  title: string;
  category: ChangeLogCategory;
  body: string;
  mode: PublishMode;
  /** `datetime-local` text in the browser's zone; used when mode is "at". */
  published_at: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` value in the browser's zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formValuesOf(entry: ChangeLogEntry | null): EntryFormValues {
  return {
    release_version: entry?.release_version ?? '',
    title: entry?.title ?? '',
    category: entry?.category ?? 'feature',
    body: entry?.body ?? '',
    mode: !entry?.published_at ? 'draft' : 'at',
    published_at: entry?.published_at ? toLocalInput(entry.published_at) : '',
  };
}

/** The form as the API's input: "now" publishes at this moment; "at" sends the chosen time as an instant. */
export function toEntryInput(values: EntryFormValues, now = new Date()): ChangeLogInput {
  const local = values.published_at ? new Date(values.published_at) : null;
  return {
    release_version: values.release_version,
    title: values.title,
    category: values.category,
    body: values.body,
    published_at:
      values.mode === 'draft'
        ? null
        : values.mode === 'now'
          ? now.toISOString()
          : local && !Number.isNaN(local.getTime())
            ? local.toISOString()
            : values.published_at,
  };
}
