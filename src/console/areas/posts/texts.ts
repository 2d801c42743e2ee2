// The texts this area's screens use; bundled in the area's chunk.
import enPosts from '../../../../locales/en/posts.json';
import ruPosts from '../../../../locales/ru/posts.json';
import enWidgets from '../../../../locales/en/widgets.json';
import ruWidgets from '../../../../locales/ru/widgets.json';

export const texts = {
  ru: { posts: ruPosts, widgets: ruWidgets },
  en: { posts: enPosts, widgets: enWidgets },
};
