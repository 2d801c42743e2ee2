import { Box, Heading, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { selectArchivedEventList, selectEventList } from '../../../entities/events';
import { EventGrid } from './EventGrid';
import { NewEventCard } from './NewEventCard';
import { useT } from '../../../app/useT';

/** The search parameter of the archive view, so that a reload or a shared link keeps the view. */
const VIEW_PARAM = 'view';
const ARCHIVED = 'archived';
const CURRENT = 'current';

/**
 * spec/console.md §2.12: the organiser's events, live, with their queued changes applied; and,
 * in a second tab, its archived events, which the list itself leaves out, to unarchive them.
 */
export function EventListScreen() {
  const t = useT('events');
  const [params, setParams] = useSearchParams();
  const view = params.get(VIEW_PARAM) === ARCHIVED ? ARCHIVED : CURRENT;
  return (
    <Box px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }}>
      <Heading as="h1" size="xl" mb={4}>
        {t('list.title')}
      </Heading>
      <Tabs.Root
        value={view}
        onValueChange={({ value }) =>
          setParams(value === ARCHIVED ? { [VIEW_PARAM]: ARCHIVED } : {}, { replace: true })
        }
        lazyMount
        unmountOnExit
      >
        <Tabs.List aria-label={t('list.views')} mb={4}>
          <Tabs.Trigger value={CURRENT}>{t('list.current')}</Tabs.Trigger>
          <Tabs.Trigger value={ARCHIVED}>{t('list.archived')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={CURRENT} p={0}>
          <EventGrid
            target={LIVE_TARGETS.events.path({})}
            select={selectEventList}
            loadingLabel={t('list.loading')}
            emptyText={t('list.empty')}
            last={<NewEventCard />}
          />
        </Tabs.Content>
        <Tabs.Content value={ARCHIVED} p={0}>
          <EventGrid
            target={LIVE_TARGETS.archivedEvents.path({})}
            select={selectArchivedEventList}
            loadingLabel={t('list.archivedLoading')}
            emptyText={t('list.archivedEmpty')}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
