// The organizers screen's row and header icons (decorative: each button has its own label).
import { outline } from '../../../ui/icons';

export const PlusIcon = outline(['M12 5v14', 'M5 12h14']);
export const TrashIcon = outline([
  'M3 6h18',
  'M8 6V4h8v2',
  'M19 6l-1 14H6L5 6',
  'M10 11v6',
  'M14 11v6',
]);
