export { NewEngagementPage as Component } from '@/features/engagements/components/new-engagement-page';
