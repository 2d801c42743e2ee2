import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { checkInsSlice } from './checkInsSlice';
import { checkInWrites } from './checkInWrites';
export { checkInWrites } from './checkInWrites';
export { selectEventCheckIns } from './checkInsSlice';

export const checkInsEntity = registerEntity({
  name: 'checkIns',
  reducers: { checkIns: checkInsSlice.reducer },
  persisted: true,
  writes: Object.values(checkInWrites),
} satisfies EntityDescriptor);
