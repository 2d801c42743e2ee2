// The whole history as a CSV file (the owner's export): every page in turn, one line per changed
// field (or per added or removed item), in the interface's language and the event's zone. The
// button shows how many writes are in so far.
import { useCallback, useState } from 'react';
import { csvWriter } from '../../../ui/csvWriter';
import type { CsvWriter } from '../../../ui/csvWriter';
import { historyAreaOf } from '../../../../common/history';
import { downloadFile } from '../../../../client/download';
import { useAppDispatch } from '../../../app/hooks';
import type { EventView } from '../../../entities/events';
import { failureNotified } from '../../../ui/notificationsSlice';
import { historyApi } from '../historyApi';
import type { HistoryEntry } from '../historyApi';
import { changedFields, fieldName, instantText, parseValues, valueText } from '../historyText';
import type { ValueFormat } from '../historyText';

const PAGE = 200;

export function historyCsvLines(
  entry: HistoryEntry,
  f: ValueFormat,
  { csvLine }: CsvWriter,
): string[] {
  const { t } = f;
  const who = entry.actorName || t('system');
  const role = entry.actorRole ? t(`roles.${entry.actorRole}`, { defaultValue: '' }) : '';
  const at = instantText(entry.at, f);
  return entry.changes.flatMap((change) => {
    const area = historyAreaOf(change.table);
    const head = [
      at,
      who,
      role,
      area ? t(`areas.${area}`) : change.table,
      t(`ops.${change.op}`, { defaultValue: change.op }),
      `${t(`kinds.${change.table}`, { defaultValue: change.table })} ${change.label}`.trim(),
    ];
    const fields = changedFields(change);
    if (fields.length === 0) return [csvLine([...head, '', '', ''])];
    const before = parseValues(change.beforeJson);
    const after = parseValues(change.afterJson);
    return fields.map((field) =>
      csvLine([
        ...head,
        fieldName(field, t),
        valueText(field, before[field], f),
        valueText(field, after[field], f),
      ]),
    );
  });
}

export function useHistoryExport(event: EventView, format: ValueFormat) {
  const dispatch = useAppDispatch();
  const [done, setDone] = useState(0);
  const [running, setRunning] = useState(false);
  const run = useCallback(async () => {
    const { t } = format;
    setRunning(true);
    const writer = await csvWriter();
    const { CSV_BOM, csvLine } = writer;
    setDone(0);
    const parts: string[] = [
      CSV_BOM,
      csvLine(
        ['at', 'who', 'role', 'area', 'what', 'item', 'field', 'before', 'after'].map((column) =>
          t(`csv.${column}`),
        ),
      ),
    ];
    try {
      let before = '';
      let count = 0;
      do {
        const page = await dispatch(
          historyApi.endpoints.listHistory.initiate(
            { eventId: event.eventId, before, limit: PAGE },
            { forceRefetch: true, subscribe: false },
          ),
        );
        if (!page.data) {
          dispatch(failureNotified(t('failed')));
          return;
        }
        for (const entry of page.data.entries)
          parts.push(...historyCsvLines(entry, format, writer));
        count += page.data.entries.length;
        setDone(count);
        before = page.data.nextBefore;
      } while (before);
      const date = new Date().toISOString().slice(0, 10);
      downloadFile(
        t('exportFile', { key: event.extKey || event.eventId, date }),
        'text/csv;charset=utf-8',
        parts.join(''),
      );
    } finally {
      setRunning(false);
    }
  }, [dispatch, event.eventId, event.extKey, format]);
  return { run, running, done };
}
