export { EngagementListPage as Component } from '@/features/engagements/components/engagement-list-page';
