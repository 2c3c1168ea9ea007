export { PlanViewerPage as Component } from '@/features/project-plans/components/plan-viewer-page';
