import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { postsReducer } from './postsSlice';
import { postWrites } from './postWrites';
export { postsSlice } from './postsSlice';
export { postWrites } from './postWrites';
export { selectPostViews } from './postsSelectors';
export type { PostView } from './postsSelectors';
export {
  postsApi,
  useCreatePostMutation,
  useUpdatePostMutation,
  usePinPostMutation,
} from './postsApi';
export type { PostRequest } from './postsApi';

export const postsEntity = registerEntity({
  name: 'posts',
  reducers: { posts: postsReducer },
  persisted: true,
  writes: Object.values(postWrites),
} satisfies EntityDescriptor);
