// The news posts of an event, newest first, and one post.
import { create } from '@bufbuild/protobuf';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { posts } from '../../db/schema';
import type { CollectionDescriptor } from '../../live/descriptors';
import { eventItems } from '../../live/eventItems';
import { seconds } from '../../live/refConditions';

const items = eventItems<typeof posts.$inferSelect>({
  collection: 'posts',
  table: posts,
  id: posts.id,
  eventId: posts.eventId,
  createdAt: posts.createdAt,
  document: (r) =>
    create(DocumentSchema, {
      doc: {
        case: 'post',
        value: {
          postId: r.id,
          eventId: r.eventId,
          type: r.type,
          title: r.title,
          text: r.text,
          refObjectType: r.refObjectType,
          refObjectId: r.refObjectId,
          publishedAt: seconds(r.publishedAt),
          toPublish: r.toPublish,
          toPin: r.toPin,
          createdAt: seconds(r.createdAt) ?? 0,
        },
      },
    }),
  idOf: (d) => (d.doc.case === 'post' ? d.doc.value.postId : undefined),
});

export const postsCollection: CollectionDescriptor = {
  load: items.load,
  whereRefs: items.whereRefs,
  targets: {
    posts: { resolve: (request) => items.list(request) },
    post: {
      resolve: (request) => items.one(request, request.params.postId, 'postId'),
    },
  },
};
