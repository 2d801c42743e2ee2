import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Says that some of what is shown has not reached the server yet (queued writes). */
export function PendingMarker({ count }: { count: number }) {
  const { t } = useTranslation('events');
  if (count <= 0) return null;
  return (
    <Badge colorPalette="orange" variant="outline" title={t('pending.hint')}>
      {t('pending.label')}
    </Badge>
  );
}
