export { WorkItemPage as Component } from '@/features/work-items/components/work-item-page';
