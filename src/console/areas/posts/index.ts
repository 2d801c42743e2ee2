// The event's news posts (spec/content.md §2.3, §2.4): the list and the editor.
import type { AreaDescriptor } from '../../app/areaDescriptor';

const load = () => import(/* webpackChunkName: "posts" */ './screens');

export const postsArea: AreaDescriptor = {
  name: 'posts',
  routes: [
    { slot: 'edit', path: 'posts', screen: async () => (await load()).PostsScreen },
    { slot: 'edit', path: 'posts/new', screen: async () => (await load()).PostEditorScreen },
    { slot: 'edit', path: 'posts/:postId', screen: async () => (await load()).PostEditorScreen },
  ],
  drawer: [
    {
      key: 'posts',
      path: 'posts',
      labelKey: 'drawer.posts',
      icon: 'PostsIcon',
      order: 70,
      dividerAfter: true,
      enabled: true,
    },
  ],
  texts: () => import(/* webpackChunkName: "posts" */ './texts'),
};
