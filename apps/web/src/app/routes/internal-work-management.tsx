export { InternalBoardPage as Component } from '@/features/work-items/components/work-board-page';
