// The event's history (issue 25): every write, newest first, with who made it and the fields it
// changed before → after; filters by area, person and day; any write can be undone (a queued
// write of its own, asked first when someone changed the same data since); the whole history can
// be downloaded as CSV. Reads only otherwise: offline it keeps what it last loaded.
import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HISTORY_AREA_NAMES } from '../../../../common/history';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLocale } from '../../../app/uiSlice';
import { DATE_LOCALE } from '../../../i18n';
import { useEditedEvent } from '../../../entities/events';
import { revertWrite, useRevertAsking } from '../../../entities/history';
import { failureNotified, notified } from '../../../ui/notificationsSlice';
import { useRowsShown } from '../../../ui/useRowsShown';
import { skipToken } from '@reduxjs/toolkit/query';
import { firstPageQuery, useListHistoryQuery } from '../historyApi';
import type { HistoryEntry, HistoryQuery } from '../historyApi';
import { changeLines, instantText } from '../historyText';
import type { ValueFormat } from '../historyText';
import { useHistoryExport } from './useHistoryExport';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

export const HISTORY_POLL_MS = 15_000;

export function HistoryScreen() {
  const t = useT('history');
  const event = useEditedEvent();
  const locale = DATE_LOCALE[useAppSelector(selectLocale)];
  const format: ValueFormat = useMemo(
    () => ({ t, locale, timeZone: event.timeZone || 'UTC' }),
    [t, locale, event.timeZone],
  );
  const [area, setArea] = useState('');
  const [actorId, setActorId] = useState('');
  const [day, setDay] = useState('');
  const query: HistoryQuery = useMemo(
    () => ({ ...firstPageQuery(event.eventId), area, actorId, day }),
    [event.eventId, area, actorId, day],
  );
  const first = useListHistoryQuery(query, {
    pollingInterval: HISTORY_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  // Pages below the first, by the cursor each page gave (a new query starts from the top again).
  const [more, setMore] = useState<{ key: string; cursors: string[] }>({ key: '', cursors: [] });
  const queryKey = JSON.stringify(query);
  const cursors = more.key === queryKey ? more.cursors : [];
  const addPage = useCallback(
    (cursor: string) =>
      setMore((m) => ({
        key: queryKey,
        cursors: m.key === queryKey ? [...m.cursors, cursor] : [cursor],
      })),
    [queryKey],
  );
  const refetchFirst = first.refetch;
  const refresh = useCallback(() => {
    setMore({ key: '', cursors: [] });
    void refetchFirst();
  }, [refetchFirst]);
  useRefreshAfterRevert(refetchFirst);
  const exporter = useHistoryExport(event, format);
  const filtered = area !== '' || actorId !== '' || day !== '';
  const undo = useUndo(event.eventId);

  return (
    <Stack gap={5}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        <HStack gap={2} wrap="wrap">
          <BusyButton variant="outline" onClick={refresh} loading={first.isFetching}>
            {t('refresh')}
          </BusyButton>
          <BusyButton
            variant="outline"
            colorPalette="primary"
            onClick={() => void exporter.run()}
            loading={exporter.running}
            loadingText={t('exporting', { count: exporter.done })}
          >
            {t('export')}
          </BusyButton>
        </HStack>
      </HStack>
      <Text color="fg.muted">{t('hint')}</Text>
      <Box as="fieldset" aria-label={t('filters.label')}>
        <HStack gap={3} wrap="wrap" align="end">
          <Field.Root width={{ base: 'full', sm: '14rem' }}>
            <Field.Label>{t('filters.area')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={area} onChange={(e) => setArea(e.target.value)}>
                <option value="">{t('filters.anyArea')}</option>
                {HISTORY_AREA_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {t(`areas.${name}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width={{ base: 'full', sm: '14rem' }}>
            <Field.Label>{t('filters.person')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={actorId} onChange={(e) => setActorId(e.target.value)}>
                <option value="">{t('filters.anyone')}</option>
                {(first.data?.people ?? []).map((person) => (
                  <option key={person.actorId} value={person.actorId}>
                    {person.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width={{ base: 'full', sm: '12rem' }}>
            <Field.Label>{t('filters.day')}</Field.Label>
            <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
          </Field.Root>
          {filtered && (
            <Button
              variant="ghost"
              onClick={() => {
                setArea('');
                setActorId('');
                setDay('');
              }}
            >
              {t('filters.clear')}
            </Button>
          )}
        </HStack>
      </Box>
      {first.isError && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('failed')}</Alert.Title>
        </Alert.Root>
      )}
      {first.isLoading && <Text role="status">{t('loading')}</Text>}
      {first.data?.entries.length === 0 && (
        <Text role="status">{filtered ? t('noneFiltered') : t('none')}</Text>
      )}
      <Stack as="ol" gap={3} listStyleType="none" aria-label={t('title')}>
        {first.data && (
          // A new list (a filter's answer) shows its first screen first again; a refresh or a
          // poll of the same list renders in place.
          <HistoryEntries
            key={first.currentData ? queryKey : 'previous'}
            entries={first.data.entries}
            format={format}
            onUndo={undo}
          />
        )}
        {cursors.map((cursor) => (
          <HistoryPageItems
            key={cursor}
            query={query}
            before={cursor}
            format={format}
            onUndo={undo}
          />
        ))}
      </Stack>
      <MoreButton
        next={cursors.length === 0 ? first.data?.nextBefore : undefined}
        query={query}
        lastCursor={cursors.at(-1)}
        onMore={addPage}
      />
    </Stack>
  );
}

/**
 * The entries of one page below the first. A memo: "Show more" renders the new page only, not
 * every page above it again (a click 100 pages down costs what the first did).
 */
const HistoryPageItems = memo(function HistoryPageItems({
  query,
  before,
  format,
  onUndo,
}: {
  query: HistoryQuery;
  before: string;
  format: ValueFormat;
  onUndo: (entry: HistoryEntry) => Promise<void>;
}) {
  const page = useListHistoryQuery({ ...query, before });
  return (
    page.data && <HistoryEntries entries={page.data.entries} format={format} onUndo={onUndo} />
  );
});

/**
 * A page's entries: the first screen's worth at once, the rest once that has been painted (each
 * entry is a card of styled parts: a page of 50 at once kept the first ones waiting).
 */
function HistoryEntries({
  entries,
  format,
  onUndo,
}: {
  entries: readonly HistoryEntry[];
  format: ValueFormat;
  onUndo: (entry: HistoryEntry) => Promise<void>;
}) {
  const shown = useRowsShown(entries.length);
  return entries
    .slice(0, shown)
    .map((entry) => <HistoryItem key={entry.id} entry={entry} format={format} onUndo={onUndo} />);
}

/** 'Show more' under the last page loaded: the cursor it gave, read from its cached answer. */
function MoreButton({
  next,
  query,
  lastCursor,
  onMore,
}: {
  next: string | undefined;
  query: HistoryQuery;
  lastCursor: string | undefined;
  onMore: (cursor: string) => void;
}) {
  const t = useT('history');
  const last = useListHistoryQuery(
    lastCursor === undefined ? skipToken : { ...query, before: lastCursor },
  );
  const cursor = lastCursor === undefined ? next : last.data?.nextBefore;
  if (lastCursor !== undefined && last.isFetching) {
    return (
      <BusyButton alignSelf="start" variant="outline" loading>
        {t('more')}
      </BusyButton>
    );
  }
  if (!cursor) return null;
  return (
    <Button alignSelf="start" variant="outline" onClick={() => onMore(cursor)}>
      {t('more')}
    </Button>
  );
}

/** The first page again once this tab's queued reverts have all been answered. */
function useRefreshAfterRevert(refetch: () => unknown) {
  const waiting = useAppSelector(
    (state) => state.queue.pending.filter((w) => w.write === revertWrite.name).length,
  );
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting < before.current) void refetch();
    before.current = waiting;
  }, [waiting, refetch]);
}

function HistoryItem({
  entry,
  format,
  onUndo,
}: {
  entry: HistoryEntry;
  format: ValueFormat;
  onUndo: (entry: HistoryEntry) => Promise<void>;
}) {
  const { t } = format;
  const who = entry.actorName || t('system');
  const role = entry.actorRole ? t(`roles.${entry.actorRole}`, { defaultValue: '' }) : '';
  const [busy, setBusy] = useState(false);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" padding={3}>
      <HStack justify="space-between" align="start" gap={3} wrap="wrap">
        <Stack gap={1} minWidth={0} flex="1">
          <Text fontWeight="semibold">
            {who}
            {role && (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {` · ${role}`}
              </Text>
            )}
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' · '}
              <time dateTime={new Date(entry.at).toISOString()}>
                {instantText(entry.at, format)}
              </time>
            </Text>
          </Text>
          {entry.changes.map((change) => {
            const lines = changeLines(change, format);
            return (
              <Box key={change.id}>
                <Text overflowWrap="anywhere">{lines.summary}</Text>
                {lines.fields.map((line) => (
                  <Text key={line} color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                    {line}
                  </Text>
                ))}
              </Box>
            );
          })}
        </Stack>
        <BusyButton
          size="sm"
          variant="outline"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onUndo(entry).finally(() => setBusy(false));
          }}
        >
          {t('revert')}
        </BusyButton>
      </HStack>
    </Box>
  );
}

/** Undo: ask (naming who changed the same data since, if anyone), then queue the revert. */
function useUndo(eventId: string) {
  const t = useT('history');
  const dispatch = useAppDispatch();
  const revert = useRevertAsking(eventId);
  return useCallback(
    async (entry: HistoryEntry) => {
      const outcome = await revert({ entryId: entry.id }, { confirmAlways: true });
      if (outcome.status === 'failed') dispatch(failureNotified(outcome.message || t('failed')));
      if (outcome.status === 'sent') dispatch(notified({ text: 'history:reverted' }));
    },
    [dispatch, revert, t],
  );
}
