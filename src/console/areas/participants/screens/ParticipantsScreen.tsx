// Participants list (spec/content.md §2.17): 'Пользователи', a search over every row, Add,
// the download as CSV (the spec's format) and as XLSX (what its 'Скачать (XLS)' promised; issue
// 30, item 19), the always-disabled bulk delete, the 'Вид таблицы' dialog, and the table
// (virtualised: 100,000 rows) whose row opens the participant. Rows come from the compact
// snapshot plus live changes (entities/participants).
import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { DEFAULT_TIME_ZONE } from '../../../../common/constants';
import { downloadFile } from '../../../../client/download';
import { Link as RouterLink } from 'react-router-dom';
import { useEditedEvent, useEditedEventMay } from '../../../entities/events';
import { useFileDownloadLinks } from '../../../entities/files';
import { searchRows, useParticipantsList } from '../../../entities/participantsList';
import { ColumnsDialog } from './ColumnsDialog';
import { useChosenColumns } from './columns';
import type { Column } from './columns';
import { ParticipantsTable } from './ParticipantsTable';
import {
  downloadWorkbook,
  exportFileIds,
  participantsTable,
  sheetOptions,
  tableCsv,
  tableSheet,
} from './participantsWorkbook';
import { useParticipantColumns } from './useParticipantColumns';
import { useCellFormatsMade } from './useCellText';
import { ERROR_PREFIX } from './errorPrefix';
import { useAreaFailure } from '../../../ui/itemForm';
import { AddLink, ScreenHeading } from '../../../ui/ScreenHeading';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

const TITLE_ID = 'participants-title';
const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function ParticipantsScreen() {
  const t = useT('participants');
  const fail = useAreaFailure(ERROR_PREFIX);
  const event = useEditedEvent();
  // Door staff look participants up (issue 24): what writes or exports is not offered to them.
  const mayWrite = useEditedEventMay('write');
  const mayRead = useEditedEventMay('read');
  // The list as React renders it when the page has time: the table's first rows (and any later
  // change) rendered in slices the page can interrupt, not in one task with the snapshot's last
  // piece (a long task of 300–400 ms at 4× CPU, bench/editProfile.ts). Deferred as a whole, so
  // the screen never shows the list's state without the list.
  const state = useDeferredValue(useParticipantsList(event.eventId));
  useCellFormatsMade();
  const list = state.status === 'ready' ? state.list : null;
  const { columns, groups } = useParticipantColumns(event.eventId, list?.header ?? null);
  const { chosen, toggle } = useChosenColumns(event.extKey);
  const shown = useMemo(() => columns.filter((c) => chosen.includes(c.key)), [columns, chosen]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  const fileLinks = useFileDownloadLinks();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => (list ? searchRows(list, query) : null), [list, query]);

  const header = (c: Column) => c.label ?? t(`columns.${c.key}`);
  const download = async (format: ExportFormat) => {
    if (!list) return;
    setDownloading(format);
    try {
      const links = await fileLinks(event.eventId, exportFileIds(list.rows, columns));
      const table = participantsTable(
        list.rows,
        columns,
        { header, suspended: t('export.suspended'), yes: t('export.yes') },
        { zone: event.timeZone || DEFAULT_TIME_ZONE, links },
      );
      const name = `${t('export.file')}-${event.extKey}-${new Date().toISOString().slice(0, 10)}`;
      if (format === 'csv')
        downloadFile(`${name}.csv`, 'text/csv;charset=utf-8', await tableCsv(table));
      else await downloadWorkbook(tableSheet(table), sheetOptions(columns), `${name}.xlsx`);
    } catch (error) {
      fail(error);
    } finally {
      setDownloading(null);
    }
  };
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={4}>
      <ScreenHeading id={TITLE_ID} title={t('title')}>
        <Flex gap={2} wrap="wrap" data-testid="participants-actions">
          {mayWrite && (
            <>
              <AddLink label={t('add')} to="create" />
              <Button asChild size="sm" variant="outline">
                <RouterLink to="import">{t('import')}</RouterLink>
              </Button>
            </>
          )}
          {mayRead &&
            EXPORT_FORMATS.map((format) => (
              <BusyButton
                key={format}
                size="sm"
                variant="outline"
                onClick={() => void download(format)}
                disabled={!list}
                loading={downloading === format}
              >
                {t(`download.${format}`)}
              </BusyButton>
            ))}
          <Button size="sm" variant="outline" onClick={() => setDialogOpen(true)}>
            {t('tableView')}
          </Button>
          {mayWrite && (
            <Button size="sm" variant="outline" colorPalette="red" disabled>
              {t('delete')}
            </Button>
          )}
        </Flex>
      </ScreenHeading>
      <Field.Root maxW={{ base: 'full', sm: 'sm' }}>
        <Field.Label>{t('search')}</Field.Label>
        <Input
          type="search"
          value={query}
          placeholder={t('searchPlaceholder')}
          onChange={(e) => setQuery(e.target.value)}
        />
      </Field.Root>
      {state.status === 'loading' && <Text color="fg.muted">{t('loading')}</Text>}
      {state.status === 'failed' && (
        <Text color="fg.error" role="alert">
          {t('loadFailed', { message: state.message })}
        </Text>
      )}
      {list && (
        <>
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {t('count', {
              shown: matches ? matches.length : list.rows.length,
              total: list.rows.length,
            })}
          </Text>
          <ParticipantsTable
            list={list}
            matches={matches}
            columns={shown}
            labelledBy={TITLE_ID}
            selected={selected}
            onSelect={select}
          />
        </>
      )}
      <ColumnsDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        chosen={chosen}
        onToggle={toggle}
        groups={[
          { legend: t('columns.other'), columns: groups.fixed },
          { legend: t('columns.userData'), columns: groups.userData },
          { legend: t('columns.survey'), columns: groups.survey },
        ]}
      />
    </Stack>
  );
}
