export {
  PRIORITY_LABELS,
  PRIORITY_VARIANTS,
  PriorityChip,
  WORK_ITEM_STATUS_VARIANTS,
  WorkItemStatusChip,
} from './work-item-chips';
