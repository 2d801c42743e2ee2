// Who changed a field under an open editor (issue 25 item 4): the field's conflict note names
// the person. The event history filtered to the item is read once per new conflict; the newest
// write that changed the field names its writer (the newest write of the item when none of the
// few read names the field). Offline, or before the history answers, nobody is named.
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { historyAreaOf } from '../../../common/history';
import { connectCall } from '../../../client/transport';
import type { ResponseOf } from '../../../client/transport';
import { api } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session';
import type { HistoryEntry } from './revertApi';

/** An item as the history knows it: its table and document id. */
export interface HistoryItem {
  eventId: string;
  table: string;
  docId: string;
}

/** Who changed a field: their name, or the organiser themself in another tab or device. */
export interface FieldWriter {
  name: string;
  self: boolean;
}

/** The item's newest writes read, enough to find the one that changed a conflicting field. */
const ITEM_WRITES = 10;

const writersApi = api.injectEndpoints({
  endpoints: (build) => ({
    itemWrites: build.query<HistoryEntry[], HistoryItem & { seen: string }>({
      query: ({ eventId, table, docId }) =>
        connectCall('history', 'listEventHistory', {
          eventId,
          area: historyAreaOf(table) ?? '',
          docId,
          limit: ITEM_WRITES,
        }),
      transformResponse: (page: ResponseOf<'history', 'listEventHistory'>) => page.entries,
      keepUnusedDataFor: 0,
    }),
  }),
});

/** A form field's column in the history ('startAt' → 'start_at'). */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function changedColumns(entry: HistoryEntry, item: HistoryItem): string[] | null {
  const change = entry.changes.find((c) => c.table === item.table && c.docId === item.docId);
  if (!change) return null;
  try {
    return Object.keys((JSON.parse(change.afterJson || '{}') as object | null) ?? {});
  } catch {
    return [];
  }
}

/** Per conflicting field, who wrote it, from the item's writes newest first. */
export function writersOf(
  entries: readonly HistoryEntry[],
  item: HistoryItem,
  fields: readonly string[],
  me: string | undefined,
): Record<string, FieldWriter> {
  const ofItem = entries.flatMap((entry) => {
    const columns = changedColumns(entry, item);
    return columns ? [{ entry, columns }] : [];
  });
  const writers: Record<string, FieldWriter> = {};
  for (const field of fields) {
    const column = columnOf(field);
    const found = ofItem.find((w) => w.columns.includes(column)) ?? ofItem[0];
    if (!found?.entry.actorId) continue;
    const { actorId, actorName } = found.entry;
    writers[field] = { name: actorName, self: actorId === me };
  }
  return writers;
}

/** The writers of an open item's conflicting fields (none while there is no conflict). */
export function useConflictWriters(
  item: HistoryItem | undefined,
  conflicts: Readonly<Record<string, unknown>>,
): Record<string, FieldWriter> {
  const fields = Object.keys(conflicts);
  const seen = fields.length > 0 ? JSON.stringify(conflicts) : '';
  const me = useAppSelector(selectUser)?.uid;
  const { data } = writersApi.useItemWritesQuery(
    item?.docId && seen ? { ...item, seen } : skipToken,
  );
  return useMemo(
    () => (item && data ? writersOf(data, item, Object.keys(JSON.parse(seen || '{}')), me) : {}),
    [data, item, seen, me],
  );
}
