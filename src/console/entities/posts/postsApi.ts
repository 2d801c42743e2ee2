// The post writes as queued RTK Query mutations: each resolves once queued.
import type { PostRefObjType, PostType } from '../../../../generated/manager/model_pb';
import type { UpdateMask } from '../../../common/updateMask';
import { api } from '../../app/api';
import { queued } from '../writes';
import { postWrites } from './postWrites';

export interface PostRequest {
  eventId: string;
  postId: string;
  type: PostType;
  title: string;
  text: string;
  refObjectType: PostRefObjType;
  refObjectId?: string;
  /** Set by an update: the fields it changes (the others keep their values). */
  updateMask?: UpdateMask;
}

type PostIds = Pick<PostRequest, 'eventId' | 'postId'>;

export const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPost: build.mutation<null, PostRequest & { toPublish: boolean; toPin: boolean }>({
      queryFn: (args, { dispatch }) => queued(dispatch, postWrites.create, args),
    }),
    /**
     * Saves the post, then publishes or unpublishes it when that changed (spec/content.md §2.4:
     * always; a save that did not touch it would overwrite another client's choice).
     */
    updatePost: build.mutation<null, PostRequest & { toPublish?: boolean }>({
      queryFn: ({ toPublish, ...request }, { dispatch }) => {
        const saved = queued(dispatch, postWrites.update, request);
        if ('error' in saved) return saved;
        const ids = { eventId: request.eventId, postId: request.postId };
        if (toPublish === undefined) return saved;
        return queued(dispatch, toPublish ? postWrites.publish : postWrites.unpublish, ids);
      },
    }),
    pinPost: build.mutation<null, PostIds>({
      queryFn: (ids, { dispatch }) => queued(dispatch, postWrites.pin, ids),
    }),
  }),
});

export const { useCreatePostMutation, useUpdatePostMutation, usePinPostMutation } = postsApi;
