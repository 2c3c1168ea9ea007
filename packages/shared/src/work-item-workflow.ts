import type { Role, WorkItemStatus } from './enums.js';
import { hasPermission } from './permissions.js';

/** Who is looking: their account, their consultant record (assignees are consultants) and their roles. */
export interface WorkflowViewer {
  userId: string;
  consultantId: string | null;
  roles: readonly Role[];
}

/** The parts of a work item the workflow reads. */
export interface WorkflowItem {
  status: WorkItemStatus;
  userId: string | null;
  assigneeId: string | null;
}

const ADMIN_ONLY: readonly WorkItemStatus[] = ['Requested', 'Under Review', 'Approved', 'Rejected'];

/** Admins (those who may delete work items) run the whole workflow. */
const isWorkflowAdmin = (viewer: WorkflowViewer) => hasPermission(viewer.roles, 'work_items.delete');

/**
 * docs/product.md §4 "Work items": Under Review, Approved and Rejected are for admins; In Progress and Done for the
 * assignee or an admin. Reordering within a column is for the requester, the assignee or an admin.
 * Returns why the move is refused, or null when it is allowed.
 */
export function workItemMoveRefusal(viewer: WorkflowViewer, item: WorkflowItem, to: WorkItemStatus): string | null {
  if (isWorkflowAdmin(viewer)) return null;
  const isAssignee = item.assigneeId !== null && item.assigneeId === viewer.consultantId;
  const isRequester = item.userId !== null && item.userId === viewer.userId;
  if (to === item.status) {
    return isAssignee || isRequester ? null : 'You can only reorder your own requests or items assigned to you.';
  }
  if (ADMIN_ONLY.includes(to)) return `Only an admin can move a request to ${to}.`;
  if (!isAssignee) return `Only the assignee or an admin can move a request to ${to}.`;
  return null;
}

/** The statuses the viewer may move this item to (its own status included). */
export function allowedWorkItemStatuses<T extends WorkItemStatus>(
  viewer: WorkflowViewer,
  item: WorkflowItem,
  statuses: readonly T[],
): T[] {
  return statuses.filter((status) => status === item.status || workItemMoveRefusal(viewer, item, status) === null);
}

/** The requester edits their request while it is Requested; admins edit any. Returns why not, or null. */
export function workItemEditRefusal(viewer: WorkflowViewer, item: WorkflowItem): string | null {
  if (isWorkflowAdmin(viewer)) return null;
  if (item.userId === null || item.userId !== viewer.userId) {
    return 'You can only change your own requests; an admin can change any.';
  }
  if (item.status !== 'Requested') return 'You can edit your request only while it is Requested.';
  return null;
}

/** Admins delete any work item; the requester may withdraw (delete) their own while it is Requested. Why not, or null. */
export function workItemWithdrawRefusal(viewer: WorkflowViewer, item: WorkflowItem): string | null {
  if (isWorkflowAdmin(viewer)) return null;
  if (item.userId === null || item.userId !== viewer.userId) {
    return 'You can only withdraw your own requests; an admin can delete any.';
  }
  if (item.status !== 'Requested') {
    return `You can withdraw your request only while it is Requested; it is ${item.status}.`;
  }
  return null;
}
