export { GanttPage as Component } from '@/features/project-plans/components/builder-pages';
