export { BoardPage as Component } from '@/features/staffing/components/board-page';
