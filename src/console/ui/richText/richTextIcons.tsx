// The rich-text toolbar's icons (lucide-style outlines), in the editor's lazily loaded chunk.
import { outline } from '../icons';

export const BoldIcon = outline(['M6 12h9a4 4 0 0 1 0 8H6z', 'M6 4h7a4 4 0 0 1 0 8H6z']);
export const ItalicIcon = outline(['M19 4h-9', 'M14 20H5', 'M15 4 9 20']);
export const LinkIcon = outline([
  'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7',
  'M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
]);
export const OrderedListIcon = outline([
  'M10 6h11',
  'M10 12h11',
  'M10 18h11',
  'M4 6h1v4',
  'M4 10h2',
  'M6 18H4c0-1 2-2 2-3s-1-1.5-2-1',
]);
export { ListIcon as BulletListIcon } from '../editIcons';
export const OutdentIcon = outline(['M21 12H11', 'M21 6H11', 'M21 18H11', 'm7 8-4 4 4 4']);
export const IndentIcon = outline(['M21 12H11', 'M21 6H11', 'M21 18H11', 'm3 8 4 4-4 4']);
export const CleanIcon = outline([
  'M4 7V4h16v3',
  'M5 20h6',
  'M13 4 8 20',
  'm15 15 5 5',
  'm20 15-5 5',
]);
