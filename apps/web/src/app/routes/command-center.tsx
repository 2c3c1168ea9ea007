export { CommandCenterPage as Component } from '@/features/command-center/components/command-center-page';
