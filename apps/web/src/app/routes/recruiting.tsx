export { RecruitingPage as Component } from '@/features/recruiting/components/recruiting-page';
