export { SharedPlanPage as Component } from '@/features/project-plans/components/shared-plan-page';
