import { Badge } from '@chakra-ui/react';
import { useT } from '../../app/useT';

/** Says that some of what is shown has not reached the server yet (queued writes). */
export function PendingMarker({ count }: { count: number }) {
  const t = useT('events');
  if (count <= 0) return null;
  return (
    <Badge colorPalette="orange" variant="outline" title={t('pending.hint')}>
      {t('pending.label')}
    </Badge>
  );
}
