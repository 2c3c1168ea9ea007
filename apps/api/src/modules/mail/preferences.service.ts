import {
  emailTypeOf,
  NOTIFICATION_EMAIL_TYPES,
  type EmailMode,
  type EmailPreferences,
  type EmailPreferencesInput,
} from '@praxis/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { notificationEmailPreferences } from '../../db/schema/mail.js';
import { audit, type Actor } from '../../lib/audit.js';

const DEFAULTS = new Map<string, EmailMode>(NOTIFICATION_EMAIL_TYPES.map((entry) => [entry.type, entry.default_mode]));

/** How a notification of `type` reaches the user: their choice, or the type's default. */
export async function emailModeOf(tx: DbOrTx, userId: string, type: string): Promise<EmailMode> {
  const key = emailTypeOf(type);
  const [row] = await tx
    .select({ mode: notificationEmailPreferences.mode })
    .from(notificationEmailPreferences)
    .where(and(eq(notificationEmailPreferences.userId, userId), eq(notificationEmailPreferences.type, key)));
  return row?.mode ?? DEFAULTS.get(key) ?? 'digest';
}

export async function emailPreferencesOf(db: DbOrTx, userId: string, emailEnabled: boolean): Promise<EmailPreferences> {
  const rows = await db
    .select({ type: notificationEmailPreferences.type, mode: notificationEmailPreferences.mode })
    .from(notificationEmailPreferences)
    .where(eq(notificationEmailPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.type, row.mode]));
  return {
    email_enabled: emailEnabled,
    items: NOTIFICATION_EMAIL_TYPES.map((entry) => ({
      type: entry.type,
      label: entry.label,
      mode: chosen.get(entry.type) ?? entry.default_mode,
      default_mode: entry.default_mode,
    })),
  };
}

/**
 * Sets the listed types (one row each, upserted); the others keep their choice, so two tabs changing different
 * types do not undo each other. Audited with the before and after of the changed types.
 */
export async function setEmailPreferences(
  db: Db,
  actor: Actor,
  userId: string,
  input: EmailPreferencesInput,
  emailEnabled: boolean,
): Promise<EmailPreferences> {
  return db.transaction(async (tx) => {
    const before = await emailPreferencesOf(tx, userId, emailEnabled);
    const entries = Object.entries(input.preferences).filter((entry): entry is [string, EmailMode] => !!entry[1]);
    await tx
      .insert(notificationEmailPreferences)
      .values(entries.map(([type, mode]) => ({ userId, type, mode })))
      .onConflictDoUpdate({
        target: [notificationEmailPreferences.userId, notificationEmailPreferences.type],
        set: { mode: sql`excluded.mode`, updatedAt: sql`now()` },
      });
    const changed = new Set(entries.map(([type]) => type));
    const pick = (prefs: EmailPreferences) =>
      Object.fromEntries(prefs.items.filter((item) => changed.has(item.type)).map((item) => [item.type, item.mode]));
    const after = await emailPreferencesOf(tx, userId, emailEnabled);
    await audit(tx, actor, {
      entity: 'notification_email_preferences',
      entityId: userId,
      action: 'update',
      before: pick(before),
      after: pick(after),
    });
    return after;
  });
}
