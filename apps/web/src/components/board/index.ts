export { Board, type BoardProps } from './board';
export {
  applyMove,
  locate,
  positionBetween,
  type BoardColumnData,
  type BoardMove,
  type Placement,
} from './board-order';
export { useBoardMove } from './use-board-move';
