import type { EntityDescriptor } from '../../app/entityDescriptor';
import { checkInsSlice } from './checkInsSlice';
import { checkInWrites } from './checkInWrites';
export { checkInWrites } from './checkInWrites';
export { selectEventCheckIns } from './checkInsSlice';

export const checkInsEntity = {
  name: 'checkIns',
  reducers: { checkIns: checkInsSlice.reducer },
  persisted: true,
  writes: Object.values(checkInWrites),
} satisfies EntityDescriptor;
