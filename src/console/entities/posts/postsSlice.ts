// An event's news posts (target 'events/{eventId}/posts', newest first).
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { createLiveCollectionSlice, newestFirst } from '../liveCollection';

const posts = createLiveCollectionSlice({
  name: 'posts',
  docCase: 'post',
  target: LIVE_TARGETS.posts,
  idOf: (p) => p.postId,
  heldBy: (params, p) => p.eventId === params.eventId,
  sortComparer: newestFirst((p) => p.postId),
});

export const postsSlice = posts.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const postsReducer = posts.reducer;

/** The event's posts as the live feed confirmed them. */
export const selectEventPostDocs = createSelector(
  [
    posts.adapter.getSelectors((s: RootState) => s.posts).selectAll,
    (_s: RootState, eventId: string) => eventId,
  ],
  (all, eventId) => all.filter((p) => p.eventId === eventId),
);
