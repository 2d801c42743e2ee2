import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The 'published' / 'unpublished' chip of an event. */
export function StatusChip({ published }: { published: boolean }) {
  const { t } = useTranslation('events');
  return (
    <Badge colorPalette={published ? 'green' : 'gray'} variant="subtle">
      {t(published ? 'status.published' : 'status.unpublished')}
    </Badge>
  );
}
