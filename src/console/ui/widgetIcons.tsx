// Icons of the upload widgets and the crop editor, in their own module so the sign-in route
// does not carry them (like editIcons.tsx). Decorative 24x24 outlines.
import { outline } from './icons';

export const ClearIcon = outline(['M18 6 6 18', 'm6 6 12 12']);
export const CheckIcon = outline(['M20 6 9 17l-5-5']);
export const ArrowUpIcon = outline(['M12 19V5', 'm5 12 7-7 7 7']);
export const ArrowDownIcon = outline(['M12 5v14', 'm19 12-7 7-7-7']);
export const ArrowLeftIcon = outline(['M19 12H5', 'm12 19-7-7 7-7']);
export const ArrowRightIcon = outline(['M5 12h14', 'm12 5 7 7-7 7']);
export const ResetIcon = outline(['M3 12a9 9 0 1 0 2.6-6.4', 'M3 3v6h6']);
export const ImageIcon = outline([
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M9 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  'm21 15-5-5L5 21',
]);
export const FileIcon = outline([
  'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z',
  'M14 2v6h6',
]);
