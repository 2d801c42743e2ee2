import type { EntityDescriptor } from '../../app/entityDescriptor';
import { checkInsSlice } from './checkInsSlice';
import { checkInWrites } from './checkInWrites';
export { checkInWrites } from './checkInWrites';
export { selectDoorView } from './checkInsSelectors';
export type { DoorView } from './checkInsSelectors';
export * from './checkInsApi';

export const checkInsEntity = {
  name: 'checkIns',
  reducers: { checkIns: checkInsSlice.reducer },
  persisted: true,
  writes: Object.values(checkInWrites),
} satisfies EntityDescriptor;
