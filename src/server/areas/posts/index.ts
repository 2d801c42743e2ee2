// The news posts of an event: typed, optionally about a location, meeting or speaker;
// published, unpublished and pinned.
import { Posts } from '../../../../generated/manager/content_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { postsCollection } from './collection';
import { postsService } from './service';

export const postsArea: Area<'posts'> = {
  name: 'posts',
  services: [implement(Posts, postsService)],
  collections: { posts: postsCollection },
};
