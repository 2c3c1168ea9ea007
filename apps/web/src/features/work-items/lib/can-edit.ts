import { hasPermission, type Me, type WorkItem } from '@praxis/shared';

/** Mirrors the server: an employee updates their own items, admins (who may delete) any. */
export function canEditWorkItem(me: Me, item: Pick<WorkItem, 'user_id'>): boolean {
  if (!hasPermission(me.roles, 'work_items.update')) return false;
  return hasPermission(me.roles, 'work_items.delete') || item.user_id === me.user.id;
}
