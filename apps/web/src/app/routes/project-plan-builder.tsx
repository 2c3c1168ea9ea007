export { PlanBuilderPage as Component } from '@/features/project-plans/components/builder-pages';
