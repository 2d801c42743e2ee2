// The console follows the role (issue 24): a screen opens only for a role with the right its
// route names (src/common/teamRights.ts); anyone else, on a typed or kept address, reads a clear
// "no access" instead of a broken screen. The dashboard sends a role that may not read it to its
// first screen (door staff: check-in). A role that reads but may not write (a viewer) sees the
// content screens read-only. The server checks every call and target anyway.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { may } from '../../../../common/teamRights';
import type { Right } from '../../../../common/teamRights';
import { useEditedEventRole } from '../../../entities/events';
import { entryAllowed, useNavEntries } from '../../../ui/nav';
import { ReadOnly } from '../../../ui/ReadOnly';
import { useT } from '../../../app/useT';

interface RoleGateProps {
  /** The right the route needs. */
  right: Right;
  /** The edit shell's base path, /edit/{eventKey}. */
  basePath: string;
  /** Whether the route is the dashboard. */
  dashboard: boolean;
  children: ReactNode;
}

export function RoleGate({ right, basePath, dashboard, children }: RoleGateProps) {
  const t = useT('edit');
  const role = useEditedEventRole();
  const { drawer } = useNavEntries();
  if (!may(role, right)) {
    const first = drawer.find((entry) => entry.enabled && entryAllowed(entry, role));
    if (dashboard && first?.path) return <Navigate to={`${basePath}/${first.path}`} replace />;
    return (
      <Stack gap={4} align="start" role="alert">
        <Heading as="h1" size="lg">
          {t('access.title')}
        </Heading>
        <Text>{role ? t('access.role', { role: t(`role.${role}`) }) : t('access.none')}</Text>
        <Button asChild variant="outline" colorPalette="primary">
          {role && first ? (
            <RouterLink to={first.path ? `${basePath}/${first.path}` : basePath}>
              {t(first.labelKey)}
            </RouterLink>
          ) : (
            <RouterLink to="/">{t('layout.backToList')}</RouterLink>
          )}
        </Button>
      </Stack>
    );
  }
  const readOnly = !may(role, 'write') && (right === 'read' || right === 'enter');
  return <ReadOnly when={readOnly}>{children}</ReadOnly>;
}
