// The posts a screen shows: the live list with the user's unechoed writes applied.
import { createSelector } from '@reduxjs/toolkit';
import type { Post } from '../../../../generated/manager/model_pb';
import type { RootState } from '../../app/store';
import { selectOwnUnechoedWrites } from '../events';
import { itemsReconciler, newestFirst } from '../liveCollection';
import type { Pending } from '../liveCollection';
import { selectEventPostDocs } from './postsSlice';
import { postWrites } from './postWrites';

export type PostView = Pending<Post>;

const reconcile = itemsReconciler<Post>(
  Object.values(postWrites),
  (p) => p.postId,
  newestFirst((p) => p.postId),
);

/** Use as `useAppSelector((s) => selectPostViews(s, eventId))`: newest first. */
export const selectPostViews = createSelector(
  [selectEventPostDocs, selectOwnUnechoedWrites, (_s: RootState, eventId: string) => eventId],
  (docs, writes, eventId): PostView[] => reconcile(docs, writes, eventId),
);
