// The statistics screen (spec/console.md §2.24, issue 4 §3): active clients now, refreshed
// every 30 s while the screen is open, and the daily users, sessions and page views of a range
// as a chart and a table, paged by token. Reads only: offline it keeps showing what it last
// loaded (RTK Query's cache) and says it may be out of date.
import { Alert, HStack, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectLiveStatus } from '../../../../client/live';
import { isNetworkError } from '../../../../client/transport';
import { ConnectingIcon } from '../../../ui/icons';
import { useEditedEvent } from '../../../entities/events';
import { useGetActiveClientsQuery } from '../statisticsApi';
import { defaultRange } from '../statsRange';
import { useDailyPages } from '../useDailyPages';
import { ActiveClientsCard } from './ActiveClientsCard';
import { DailyCard } from './DailyCard';
import { asCallError, useFailureNotice } from './useFailureNotice';
import { useStatsFormat } from './useStatsFormat';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

export const ACTIVE_POLL_MS = 30_000;

export function StatisticsScreen() {
  const t = useT('statistics');
  const { eventId } = useEditedEvent();
  const format = useStatsFormat();
  const [initialRange] = useState(() => defaultRange(new Date()));
  const [range, setRange] = useState(initialRange);
  const [clientId, setClientId] = useState('');
  const active = useGetActiveClientsQuery(
    { eventId },
    { pollingInterval: ACTIVE_POLL_MS, skipPollingIfUnfocused: false },
  );
  const pages = useDailyPages({ eventId, clientId, ...range });
  const activeError = asCallError(active.error);
  useFailureNotice(activeError);
  useFailureNotice(pages.error);

  const refresh = () => {
    void active.refetch();
    pages.refetch();
  };
  // Back online: ask again at once instead of waiting for the next poll.
  const liveStatus = useAppSelector(selectLiveStatus);
  const wasOffline = useRef(false);
  const refreshOnReconnect = useEffectEvent(refresh);
  useEffect(() => {
    if (liveStatus === 'offline') wasOffline.current = true;
    if (liveStatus === 'online' && wasOffline.current) {
      wasOffline.current = false;
      refreshOnReconnect();
    }
  }, [liveStatus]);

  const unreachable = [activeError, pages.error].some(
    (error) => error !== undefined && isNetworkError(error),
  );
  const offline = liveStatus === 'offline' || unreachable;
  const hasData = active.data !== undefined || pages.rows.length > 0;

  return (
    <Stack gap={5}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        <BusyButton
          variant="outline"
          colorPalette="primary"
          onClick={refresh}
          loading={active.isFetching || pages.fetching}
        >
          <ConnectingIcon boxSize={4} />
          {t('refresh')}
        </BusyButton>
      </HStack>
      {offline && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>{hasData ? t('offline.stale') : t('offline.none')}</Alert.Title>
        </Alert.Root>
      )}
      <ActiveClientsCard
        count={active.data}
        answeredAt={active.fulfilledTimeStamp}
        format={format}
      />
      <DailyCard
        initialRange={initialRange}
        range={range}
        onRange={setRange}
        clientId={clientId}
        onClientId={setClientId}
        pages={pages}
        format={format}
      />
    </Stack>
  );
}
