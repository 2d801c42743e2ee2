// The post writes (spec/content.md §7 manager.posts, §4), each declared once with its
// optimistic effect. A create carries its id (UUID v7).
import type { Post } from '../../../../generated/manager/model_pb';
import { PostRefObjType, PostType } from '../../../../generated/manager/model_pb';
import { pickMasked } from '../../../common/updateMask';
import { patchItem } from '../liveCollection';
import type { ItemsDraft } from '../liveCollection';
import { defineQueuedWrite } from '../writes';

export type PostsDraft = ItemsDraft<Post>;

interface PostFields {
  type?: PostType;
  title?: string;
  text?: string;
  refObjectType?: PostRefObjType;
  refObjectId?: string;
}

const fields = (r: PostFields) => {
  const refObjectType = r.refObjectType ?? PostRefObjType.NONE_PROT;
  return {
    type: r.type ?? PostType.NEWS_PT,
    title: r.title ?? '',
    text: r.text ?? '',
    refObjectType,
    refObjectId: refObjectType === PostRefObjType.NONE_PROT ? '' : (r.refObjectId ?? ''),
  };
};

const seconds = (ms: number) => Math.floor(ms / 1000);

const transition = (
  name: string,
  method: 'pin' | 'publish' | 'unpublish',
  patch: (post: Post, now: number) => Partial<Post>,
) =>
  defineQueuedWrite<'posts', typeof method, PostsDraft>({
    name,
    service: 'posts',
    method,
    docIds: (r) => [r.postId ?? ''],
    apply: (draft, r, { createdAt }) => {
      const post = draft.items.get(r.postId ?? '');
      if (r.eventId === draft.eventId && post) {
        patchItem(draft, post.postId, patch(post, seconds(createdAt)));
      }
    },
  });

export const postWrites = {
  create: defineQueuedWrite<'posts', 'createPost', PostsDraft>({
    name: 'posts.create',
    service: 'posts',
    method: 'createPost',
    docIds: (r) => [r.postId ?? ''],
    apply: (draft, r, { createdAt }) => {
      const id = r.postId ?? '';
      if (r.eventId !== draft.eventId || !id || draft.items.has(id)) return;
      draft.items.set(id, {
        $typeName: 'manager.Post',
        postId: id,
        eventId: draft.eventId,
        ...fields(r),
        toPublish: r.toPublish ?? false,
        publishedAt: r.toPublish ? seconds(createdAt) : undefined,
        toPin: r.toPin ?? false,
        createdAt: seconds(createdAt),
        pending: true,
      });
    },
  }),
  update: defineQueuedWrite<'posts', 'updatePost', PostsDraft>({
    name: 'posts.update',
    service: 'posts',
    method: 'updatePost',
    docIds: (r) => [r.postId ?? ''],
    apply: (draft, r) => {
      if (r.eventId === draft.eventId) {
        patchItem(draft, r.postId ?? '', pickMasked(fields(r), r.updateMask));
      }
    },
  }),
  pin: transition('posts.pin', 'pin', () => ({ toPin: true })),
  publish: transition('posts.publish', 'publish', (post, now) => ({
    toPublish: true,
    publishedAt: post.publishedAt ?? now,
  })),
  unpublish: transition('posts.unpublish', 'unpublish', () => ({
    toPublish: false,
    publishedAt: undefined,
  })),
};
