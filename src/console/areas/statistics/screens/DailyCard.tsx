// The daily figures of the chosen range: the range fields, the chart, the table and 'load more'.
import { Box, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { SeriesKey } from '../chartScale';
import type { DateRange } from '../statsRange';
import type { DailyPages } from '../useDailyPages';
import { DailyChart } from './DailyChart';
import { DailyTable } from './DailyTable';
import { RangeFields } from './RangeFields';
import type { StatsFormat } from './useStatsFormat';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

interface DailyCardProps {
  initialRange: DateRange;
  range: DateRange;
  onRange: (range: DateRange) => void;
  clientId: string;
  onClientId: (clientId: string) => void;
  pages: DailyPages;
  format: StatsFormat;
}

export function DailyCard(props: DailyCardProps) {
  const { range, clientId, pages, format } = props;
  const t = useT('statistics');
  // One client's rows have no 'users' to speak of: always 1.
  const series: SeriesKey[] = clientId
    ? ['sessions', 'pageViews']
    : ['users', 'sessions', 'pageViews'];
  const caption = t(clientId ? 'table.captionClient' : 'table.caption', {
    from: format.day(range.startDate),
    to: format.day(range.endDate),
    clientId,
  });
  return (
    <Card.Root as="section" aria-labelledby="stats-daily-title">
      <Card.Header>
        <Heading as="h2" size="md" id="stats-daily-title">
          {t('daily.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={5}>
          <RangeFields
            initial={props.initialRange}
            onRange={props.onRange}
            clientId={clientId}
            onClientId={props.onClientId}
          />
          {!pages.loaded && pages.fetching ? (
            <Stack gap={3} role="status" aria-busy="true" aria-label={t('daily.loading')}>
              <Skeleton height="60" />
              <Skeleton height="24" />
            </Stack>
          ) : (
            <>
              {pages.rows.length > 0 && (
                <DailyChart rows={pages.rows} series={series} format={format} />
              )}
              {pages.loaded || pages.rows.length > 0 ? (
                <DailyTable rows={pages.rows} series={series} format={format} caption={caption} />
              ) : (
                <Text color="fg.muted">{t('daily.notLoaded')}</Text>
              )}
              {pages.hasMore && (
                <Box>
                  <BusyButton
                    variant="outline"
                    colorPalette="primary"
                    onClick={pages.loadMore}
                    loading={pages.fetching}
                  >
                    {t('daily.loadMore')}
                  </BusyButton>
                </Box>
              )}
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
