export { NewWorkItemPage as Component } from '@/features/work-items/components/new-work-item-page';
