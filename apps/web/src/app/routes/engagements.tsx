export { EngagementsOverviewPage as Component } from '@/features/engagements/components/engagements-overview-page';
