// manager.Posts (spec/content.md §7, §4): create and update a post, publish, unpublish, pin.
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import { CreatePostResponseSchema, type Posts } from '../../../../generated/manager/content_pb';
import { EmptySchema } from '../../../../generated/manager/events_pb';
import { eventRow } from '../../auth/eventAccess';
import { posts } from '../../db/schema';
import type { Writer } from '../../db/writer';
import type { Deps } from '../../rpc/deps';
import { newId } from '../../rpc/ids';
import { itemWrites } from '../../rpc/itemWrites';
import { mutate } from '../../rpc/mutation';
import { postValues } from './fields';

type PostRow = typeof posts.$inferSelect;

export function postsService(deps: Deps): Partial<ServiceImpl<typeof Posts>> {
  const rows = itemWrites({
    table: posts,
    id: posts.id,
    eventId: posts.eventId,
    collection: 'posts',
    idField: 'postId',
  });
  /** A state change of one post, computed from its current row. */
  const transition =
    (next: (row: PostRow) => Partial<PostRow>) =>
    (req: { eventId: string; postId: string }, ctx: HandlerContext) =>
      mutate(deps, ctx, EmptySchema, async (w: Writer) => {
        const event = await eventRow(w.tx, req.eventId);
        const row = await rows.get(w, event, req.postId);
        await rows.update(w, event, row.id, next(row));
        return {};
      });
  return {
    createPost: (req, ctx) =>
      mutate(deps, ctx, CreatePostResponseSchema, async (w) => {
        const event = await eventRow(w.tx, req.eventId);
        const id = newId(req.postId, 'postId');
        const toPublish = req.toPublish ?? false;
        await rows.insert(w, event, id, {
          ...(await postValues(w, event, req)),
          toPublish,
          publishedAt: toPublish ? new Date() : null,
          toPin: req.toPin ?? false,
        });
        return { postId: id };
      }),
    updatePost: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        const event = await eventRow(w.tx, req.eventId);
        await rows.update(w, event, req.postId, await postValues(w, event, req), req.updateMask);
        return {};
      }),
    pin: transition(() => ({ toPin: true })),
    // Publishing a published post keeps its date: attendees see it where it was.
    publish: transition((row) => ({ toPublish: true, publishedAt: row.publishedAt ?? new Date() })),
    unpublish: transition(() => ({ toPublish: false, publishedAt: null })),
  };
}
