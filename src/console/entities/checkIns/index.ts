import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { checkInsReducer } from './checkInsSlice';
import { checkInWrites } from './checkInWrites';
export { checkInWrites } from './checkInWrites';
export { selectEventCheckIns } from './checkInsSlice';

export const checkInsEntity = registerEntity({
  name: 'checkIns',
  reducers: { checkIns: checkInsReducer },
  persisted: true,
  writes: Object.values(checkInWrites),
} satisfies EntityDescriptor);
