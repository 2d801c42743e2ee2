// The daily figures as a table: a row per day with data, ascending, as the server lists them.
// Where it is wider than the screen (a phone), it says that it scrolls sideways.
import { Box, Table, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { SeriesKey } from '../chartScale';
import type { DayRow } from '../statisticsApi';
import { useOverflowsSideways } from './useOverflowsSideways';
import type { StatsFormat } from './useStatsFormat';
import { useT } from '../../../app/useT';

interface DailyTableProps {
  rows: readonly DayRow[];
  series: readonly SeriesKey[];
  format: StatsFormat;
  caption: string;
}

export function DailyTable({ rows, series, format, caption }: DailyTableProps) {
  const t = useT('statistics');
  const area = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsSideways(area);
  return (
    <Box>
      {scrolls && (
        <Text fontSize="sm" color="fg.muted" mb={1}>
          {t('table.scrolls')}
        </Text>
      )}
      {/* Focusable, so a keyboard can scroll the table's columns into view on a phone. */}
      <Table.ScrollArea
        ref={area}
        borderWidth="1px"
        rounded="md"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <Table.Root size="sm" stickyHeader>
          <Table.Caption captionSide="top" textAlign="start" px={3} py={2} color="fg.muted">
            {caption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('table.date')}</Table.ColumnHeader>
              {series.map((key) => (
                <Table.ColumnHeader key={key} scope="col" textAlign="end">
                  {t(`series.${key}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={series.length + 1} textAlign="center" color="fg.muted" py={6}>
                  {t('table.noData')}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => (
                <Table.Row key={row.date}>
                  <Table.Cell>
                    <time dateTime={row.date}>{format.day(row.date)}</time>
                  </Table.Cell>
                  {series.map((key) => (
                    <Table.Cell key={key} textAlign="end">
                      {format.number(row[key])}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
