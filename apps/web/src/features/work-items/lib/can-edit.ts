import {
  allowedWorkItemStatuses,
  hasPermission,
  WORK_ITEM_STATUSES,
  workItemEditRefusal,
  workItemMoveRefusal,
  workItemWithdrawRefusal,
  type Me,
  type WorkItem,
  type WorkItemStatus,
} from '@praxis/shared';

type Item = Pick<WorkItem, 'user_id' | 'assignee_id' | 'status'>;

const viewerOf = (me: Me) => ({ userId: me.user.id, consultantId: me.consultant?.id ?? null, roles: me.roles });
const workflowItemOf = (item: Item) => ({ status: item.status, userId: item.user_id, assigneeId: item.assignee_id });

/** Mirrors the server (docs/product.md §4 workflow): the requester edits while Requested, admins any. */
export function canEditWorkItem(me: Me, item: Item): boolean {
  if (!hasPermission(me.roles, 'work_items.update')) return false;
  return workItemEditRefusal(viewerOf(me), workflowItemOf(item)) === null;
}

/** Why the user may not move this item to that status, or null when they may (the server's own rule). */
export function moveRefusalFor(me: Me, item: Item, to: WorkItemStatus): string | null {
  if (!hasPermission(me.roles, 'work_items.update')) return 'You cannot change work items.';
  return workItemMoveRefusal(viewerOf(me), workflowItemOf(item), to);
}

/** The statuses the user may pick for this item, its current one included. */
export function statusesFor(me: Me, item: Item): WorkItemStatus[] {
  if (!hasPermission(me.roles, 'work_items.update')) return [item.status];
  return allowedWorkItemStatuses(viewerOf(me), workflowItemOf(item), WORK_ITEM_STATUSES);
}

/** A card can be picked up when there is somewhere it may go (another column, or a new place in its own). */
export const canMoveWorkItem = (me: Me, item: Item): boolean => moveRefusalFor(me, item, item.status) === null;

/** Admins delete any item; the requester withdraws their own while it is Requested (the server's own rule). */
export function canWithdrawWorkItem(me: Me, item: Item): boolean {
  if (!hasPermission(me.roles, 'work_items.create')) return false;
  return workItemWithdrawRefusal(viewerOf(me), workflowItemOf(item)) === null;
}
