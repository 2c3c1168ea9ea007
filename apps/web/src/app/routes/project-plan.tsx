export { PlansLandingPage as Component } from '@/features/project-plans/components/plans-landing-page';
