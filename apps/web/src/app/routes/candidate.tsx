export { CandidatePage as Component } from '@/features/recruiting/components/candidate-page';
