import { Badge } from '@chakra-ui/react';
import { useT } from '../../app/useT';

/** The 'published' / 'unpublished' chip of an event. */
export function StatusChip({ published }: { published: boolean }) {
  const t = useT('events');
  return (
    <Badge colorPalette={published ? 'green' : 'gray'} variant="subtle">
      {t(published ? 'status.published' : 'status.unpublished')}
    </Badge>
  );
}
