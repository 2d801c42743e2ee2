// The event history's client side (issue 25): the queued revert, the check before it, and the
// editors' undo and redo stacks (this tab's session only: not persisted).
import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { revertWrite } from './revertWrite';
import { undoReducer } from './undoSlice';
export { revertWrite } from './revertWrite';
export { revertApi, revertRequest } from './revertApi';
export type { HistoryEntry, RevertCheck, RevertTarget } from './revertApi';
export { useRevertAsking } from './useRevertAsking';
export { useConflictWriters, writersOf } from './conflictWriters';
export type { FieldWriter, HistoryItem } from './conflictWriters';
export type { RevertOptions, RevertOutcome } from './useRevertAsking';
export {
  UNDO_DEPTH,
  isUndoable,
  selectUndoStacks,
  undoSlice,
  undoStepDropped,
  undoStepsNumbered,
} from './undoSlice';
export type { EventUndo, UndoStep } from './undoSlice';

export const historyEntity = registerEntity({
  name: 'history',
  reducers: { undo: undoReducer },
  persisted: false,
  writes: [revertWrite],
} satisfies EntityDescriptor);
