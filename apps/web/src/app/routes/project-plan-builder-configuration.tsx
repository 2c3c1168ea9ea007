export { TemplatesPage as Component } from '@/features/project-plans/components/templates-page';
