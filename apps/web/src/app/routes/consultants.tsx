export { ConsultantsPage as Component } from '@/features/consultants/components/consultants-page';
