import { Badge } from '@chakra-ui/react';
import type { Role } from '../../../common/teamRights';
import { useT } from '../../app/useT';

/** The user's role in an event that is not theirs (issue 24), in the 'events' namespace. */
export function RoleBadge({ role }: { role: Role }) {
  const t = useT('events');
  return (
    <Badge size="sm" variant="subtle" colorPalette={role === 'viewer' ? 'gray' : 'blue'}>
      {t(`role.${role}`)}
    </Badge>
  );
}
