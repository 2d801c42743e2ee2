// The edit shell (spec/console.md §2.15): finds the event by its route key, follows it live,
// and frames its screens with the toolbar and the drawer (permanent from 960 px, an overlay
// below). Screens read the event with useEditedEvent().
import { Box, Button, Drawer, Flex, Heading, Portal, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Outlet, Link as RouterLink, useLocation, useMatches, useParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { EmailVerificationBanner, FailedWritesStrip } from '../../../ui/layouts/manager';
import { ReplayReadOnly } from '../../../ui/ReplayReadOnly';
import { useArrivalShown } from '../../../ui/useArrivalShown';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { dashboardPath, selectEventByKey, selectEventRole } from '../../../entities/events';
import { may } from '../../../../common/teamRights';
import type { Right } from '../../../../common/teamRights';
import { MemberEventsEffect, useMemberEvents } from '../../../ui/event';
import { EditedEventProvider } from '../../../entities/events';
import { DrawerNav } from './DrawerNav';
import { EditLiveEffect } from './EditLiveEffect';
import { EditToolbar } from './EditToolbar';
import { PreviewPanel } from './PreviewPanel';
import { RoleGate } from './RoleGate';
import { useFollowEventKey } from './useFollowEventKey';
import { useT } from '../../../app/useT';

export const DRAWER_WIDTH = '270px';
export const WIDE_SCREEN = '(min-width: 960px)';
/** The preview panel shows from medium screens up (spec/console.md §2.15). */
const MEDIUM_SCREEN = '(min-width: 768px)';

function subPathOf(pathname: string, basePath: string): string {
  const rest = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : '';
  return rest.replace(/^\/+|\/+$/g, '');
}

/** The right the matched route needs (the router puts it in the route's handle). */
function useRouteRight(): Right {
  const handle = useMatches().at(-1)?.handle;
  return typeof handle === 'object' && handle !== null && 'right' in handle
    ? (handle.right as Right)
    : 'read';
}

function Missing({ loading }: { loading: boolean }) {
  const t = useT('edit');
  if (loading) {
    return (
      <Stack gap={3} role="status" aria-busy="true" aria-label={t('layout.loading')}>
        <Skeleton height="8" maxW="md" />
        <Skeleton height="24" maxW="3xl" />
        <Skeleton height="24" maxW="3xl" />
      </Stack>
    );
  }
  return (
    <Stack gap={4} align="start">
      <Heading as="h1" size="lg">
        {t('layout.notFound')}
      </Heading>
      <Button asChild variant="outline" colorPalette="primary">
        <RouterLink to="/">{t('layout.backToList')}</RouterLink>
      </Button>
    </Stack>
  );
}

export function EditLayout() {
  const t = useT('edit');
  const { eventKey = '' } = useParams();
  const { pathname } = useLocation();
  const listCurrent = useLiveTarget(LIVE_TARGETS.events.path({}));
  const membershipsCurrent = useMemberEvents();
  const right = useRouteRight();
  const byKey = useAppSelector((state) => selectEventByKey(state, eventKey));
  // The event stays found when its key changes (here or elsewhere): the route follows it.
  const [lastEventId, setLastEventId] = useState('');
  if (byKey && byKey.eventId !== lastEventId) setLastEventId(byKey.eventId);
  const byLastId = useAppSelector((state) =>
    byKey || !lastEventId ? null : selectEventByKey(state, lastEventId),
  );
  const event = byKey ?? byLastId;
  // An event that arrives after the shell mounted brings its screen in a transition (the
  // skeleton stays meanwhile: ui/useArrivalShown).
  const screenShown = useArrivalShown(event !== null);
  const role = useAppSelector((state) => selectEventRole(state, event));
  // The route names the event by its key: a new key once the server has it, and the key the
  // server gave an event opened by its id (from the list, before the server's copy came).
  useFollowEventKey(
    eventKey,
    event?.extKey && event.extKey !== eventKey ? dashboardPath(event) : null,
  );
  const wide = useMediaQuery(WIDE_SCREEN);
  const medium = useMediaQuery(MEDIUM_SCREEN);
  const [wideOpen, setWideOpen] = useState(true);
  const [narrowOpen, setNarrowOpen] = useState(false);

  const basePath = event ? dashboardPath(event) : `/edit/${encodeURIComponent(eventKey)}`;
  const subPath = subPathOf(pathname, `/edit/${eventKey}`);
  const nav = (onNavigate?: () => void) => (
    <DrawerNav
      role={role}
      eventId={event?.eventId}
      basePath={basePath}
      subPath={subPathOf(pathname, `/edit/${eventKey}`)}
      onNavigate={onNavigate}
    />
  );
  const drawerOpen = wide ? wideOpen : narrowOpen;
  return (
    <Flex minH="100dvh" align="stretch">
      <MemberEventsEffect />
      {/* Per-event targets wait for the server's copy of the event (a queued create has no key). */}
      {event?.extKey && <EditLiveEffect eventId={event.eventId} language={event.language} />}
      {wide && wideOpen && (
        <Box
          id="edit-drawer"
          as="aside"
          w={DRAWER_WIDTH}
          flexShrink={0}
          borderRightWidth="1px"
          position="sticky"
          top={0}
          h="100dvh"
          overflowY="auto"
          bg="bg.panel"
        >
          {nav()}
        </Box>
      )}
      {!wide && (
        <Drawer.Root
          // The toggle's aria-controls names the content: the dialog must know that id, or it
          // cannot find its own content (no Escape, no focus trap).
          ids={{ content: 'edit-drawer' }}
          open={narrowOpen}
          onOpenChange={({ open }) => setNarrowOpen(open)}
          placement="start"
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW={DRAWER_WIDTH} aria-label={t('drawer.label')}>
                <Drawer.Body p={0}>{nav(() => setNarrowOpen(false))}</Drawer.Body>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      <Box flex="1" minW={0}>
        <EditToolbar
          event={event}
          drawerOpen={drawerOpen}
          onToggleDrawer={() => (wide ? setWideOpen((o) => !o) : setNarrowOpen((o) => !o))}
          dashboardPath={basePath}
        />
        <EmailVerificationBanner />
        <FailedWritesStrip />
        <Box as="main" px={{ base: 3, sm: 6 }} py={{ base: 4, sm: 6 }} maxW="1100px">
          {event && screenShown ? (
            <EditedEventProvider value={event}>
              <ReplayReadOnly>
                <RoleGate right={right} basePath={basePath} dashboard={subPath === ''}>
                  <Outlet />
                </RoleGate>
              </ReplayReadOnly>
            </EditedEventProvider>
          ) : (
            <Missing loading={event !== null || !listCurrent || !membershipsCurrent} />
          )}
        </Box>
      </Box>
      {medium && event && may(role, 'read') ? (
        <PreviewPanel event={event} screenPath={subPath} />
      ) : null}
    </Flex>
  );
}
