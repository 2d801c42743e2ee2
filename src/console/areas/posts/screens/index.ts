export { PostsScreen } from './PostsScreen';
export { PostEditorScreen } from './PostEditorScreen';
