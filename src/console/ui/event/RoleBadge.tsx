import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../common/teamRights';

/** The user's role in an event that is not theirs (issue 24), in the 'events' namespace. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('events');
  return (
    <Badge size="sm" variant="subtle" colorPalette={role === 'viewer' ? 'gray' : 'blue'}>
      {t(`role.${role}`)}
    </Badge>
  );
}
