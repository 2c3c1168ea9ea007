export { NewConsultantPage as Component } from '@/features/consultants/components/new-consultant-page';
