// The edit shell's navigation (spec/console.md §2.15): the product title leading to the event
// list, then every area's drawer entry (composed by app/). The current entry is marked with aria-current; an
// entry whose screen is not built yet is shown disabled and is not a link.
import { Badge, Box, Flex, Separator, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import * as EditIcons from '../../../ui/editIcons';
import type { Role } from '../../../../common/teamRights';
import { entryAllowed, isEntryCurrent, useNavEntries } from '../../../ui/nav';
import type { DrawerEntry } from '../../../ui/nav';
import { useT } from '../../../app/useT';

interface DrawerNavProps {
  /** The edit shell's base path, /edit/{eventKey}. */
  basePath: string;
  /** The path below it, without slashes at the ends ('' on the dashboard). */
  subPath: string;
  /** Called after following a link (the mobile drawer closes). */
  onNavigate?: () => void;
  entries?: readonly DrawerEntry[];
  /** The user's role in the event: entries it may not use are absent (issue 24). */
  role: Role | null;
  /** The open event's id (its entries' data is asked for as their links are followed). */
  eventId: string | undefined;
}

function EntryRow({
  entry,
  current,
  children,
}: {
  entry: DrawerEntry;
  current: boolean;
  children: ReactNode;
}) {
  const Icon = EditIcons[entry.icon];
  const color = entry.highlighted ? 'primary.fg' : 'fg';
  return (
    <Flex
      align="center"
      gap={3}
      px={4}
      minH="44px"
      rounded="md"
      color={entry.enabled ? color : 'fg.subtle'}
      bg={current ? 'primary.subtle' : undefined}
      fontWeight={current ? 'semibold' : 'normal'}
      _hover={entry.enabled ? { bg: 'bg.muted' } : undefined}
    >
      <Icon boxSize={5} color={entry.highlighted && entry.enabled ? 'primary' : undefined} />
      {children}
    </Flex>
  );
}

export function DrawerNav({
  basePath,
  subPath,
  onNavigate,
  entries: given,
  role,
  eventId,
}: DrawerNavProps) {
  const { drawer } = useNavEntries();
  const dispatch = useAppDispatch();
  const entries = (given ?? drawer).filter((entry) => entryAllowed(entry, role));
  const t = useT('edit');
  const tc = useT();
  return (
    <Box as="nav" aria-label={t('drawer.label')} py={2}>
      <Box px={4} py={3}>
        <RouterLink to="/" onClick={onNavigate}>
          <Text as="span" fontWeight="semibold" fontSize="lg" color="fg">
            {tc('product')}
          </Text>
        </RouterLink>
      </Box>
      <Box as="ul" listStyleType="none" px={2}>
        {entries.map((entry) => {
          const current = isEntryCurrent(entry, subPath);
          const label = t(entry.labelKey);
          return (
            <Box as="li" key={entry.key}>
              {entry.enabled ? (
                <RouterLink
                  to={entry.path ? `${basePath}/${entry.path}` : basePath}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => {
                    if (entry.prefetch && eventId && !current) dispatch(entry.prefetch(eventId));
                    onNavigate?.();
                  }}
                  style={{ display: 'block', borderRadius: '6px' }}
                >
                  <EntryRow entry={entry} current={current}>
                    {label}
                  </EntryRow>
                </RouterLink>
              ) : (
                <Box aria-disabled="true" cursor="not-allowed">
                  <EntryRow entry={entry} current={false}>
                    <Text as="span" flex="1">
                      {label}
                    </Text>
                    <Badge size="xs" variant="outline" colorPalette="gray">
                      {t('drawer.notYet')}
                    </Badge>
                  </EntryRow>
                </Box>
              )}
              {entry.dividerAfter && <Separator my={2} aria-hidden="true" />}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
