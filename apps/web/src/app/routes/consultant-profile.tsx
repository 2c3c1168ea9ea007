export { ProfilePage as Component } from '@/features/consultants/components/profile-page';
