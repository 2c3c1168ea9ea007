import { UNREAD_BADGE_MAX } from '@praxis/shared';

/** The bell's badge: the count, or 99+ above 99 (docs/product.md §9). */
export function formatUnreadCount(unread: number): string {
  return unread > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(unread);
}
