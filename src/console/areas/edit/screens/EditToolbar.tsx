// The edit shell's toolbar (spec/console.md §2.15): the drawer toggle, breadcrumbs 'Events' >
// event title, the published chip, a lock when the event requires registration, then the
// signed-in toolbar's pieces shared with the manager layout. Beside the drawer and the preview
// it is crowded: the unsent count and the connection show as icons and numbers up to 2xl, which
// leaves 'Events' and the title their room at 1280 px (issue 30, item 22).
import { Box, Breadcrumb, HStack, IconButton, Spacer } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { Toolbar } from '../../../ui/layouts';
import { AccountMenu, ConnectionIndicator, PendingWritesBadge } from '../../../ui/layouts/manager';
import { LockIcon, MenuIcon } from '../../../ui/editIcons';
import { StatusChip } from '../../../ui/event';
import { isEntryCurrent, useNavEntries } from '../../../ui/nav';
import { PresenceAvatars } from '../../../ui/presence';
import type { EventView } from '../../../entities/events';
import { UndoControls } from './UndoControls';
import { useT } from '../../../app/useT';

interface EditToolbarProps {
  event: EventView | null;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  dashboardPath: string;
}

export function EditToolbar({
  event,
  drawerOpen,
  onToggleDrawer,
  dashboardPath,
}: EditToolbarProps) {
  const t = useT('edit');
  const tc = useT();
  const title = event ? event.title.trim() || t('layout.untitled') : '';
  const { pathname } = useLocation();
  const { drawer } = useNavEntries();
  const screen = pathname.replace(/^\/edit\/[^/]+\/?/, '');
  const screenName = (path: string) => {
    const entry = [...drawer].reverse().find((e) => e.path && isEntryCurrent(e, path));
    return t(entry ? entry.labelKey : 'drawer.dashboard');
  };
  return (
    <Toolbar>
      <IconButton
        aria-label={t('drawer.toggle')}
        aria-expanded={drawerOpen}
        aria-controls="edit-drawer"
        variant="ghost"
        size="sm"
        onClick={onToggleDrawer}
      >
        <MenuIcon boxSize={5} />
      </IconButton>
      <Breadcrumb.Root
        aria-label={tc('shell:breadcrumbs')}
        minW={0}
        size={{ base: 'sm', sm: 'md' }}
      >
        <Breadcrumb.List flexWrap="nowrap">
          <Breadcrumb.Item flexShrink={0}>
            <Breadcrumb.Link asChild color="fg">
              <Link to="/">{tc('nav.events')}</Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          {event && (
            <>
              <Breadcrumb.Separator />
              <Breadcrumb.Item minW={0}>
                {/* A block, not the link's inline-flex: only a block draws the ellipsis. */}
                <Breadcrumb.Link asChild display="block" truncate fontWeight="semibold" color="fg">
                  <Link to={dashboardPath}>{title}</Link>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
            </>
          )}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      {event && (
        <HStack gap={2} flexShrink={0}>
          <PresenceAvatars eventId={event.eventId} screen={screen} screenName={screenName} />
          <StatusChip published={event.publishedAt !== undefined} />
          {event.requiredRegistration && (
            <Box
              as="span"
              role="img"
              display="inline-flex"
              color="fg.muted"
              aria-label={t('layout.requiredRegistration')}
              title={t('layout.requiredRegistration')}
            >
              <LockIcon boxSize={4} />
            </Box>
          )}
        </HStack>
      )}
      <Spacer />
      {event && <UndoControls eventId={event.eventId} />}
      <PendingWritesBadge textFrom="2xl" />
      <ConnectionIndicator textFrom="2xl" />
      <AccountMenu />
    </Toolbar>
  );
}
