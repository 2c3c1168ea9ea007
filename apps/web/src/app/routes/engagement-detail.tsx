export { EngagementDetailPage as Component } from '@/features/engagements/components/engagement-detail-page';
