import { isApiError } from '@/lib/api-client';

/**
 * The open request a 409 names when the same need is submitted twice (`details.duplicate_of`), or null for any
 * other failure (a stale version is a 409 too, without it).
 */
export function duplicateRequestOf(error: Error): { id: string } | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const details = error.details as { duplicate_of?: { id?: unknown } } | null | undefined;
  const id = details?.duplicate_of?.id;
  return typeof id === 'string' ? { id } : null;
}
