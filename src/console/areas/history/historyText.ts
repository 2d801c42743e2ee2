// The event history in words: a write's changes as lines an organiser reads ("Changed: Session
// «Opening»" and "start time: 04.04.2027, 10:00 → 04.04.2027, 10:30"), values shown in the
// event's time zone and the interface's language, ids and long texts kept short.
import type { TFunction } from 'i18next';
import { HISTORY_HIDDEN_FIELDS } from '../../../common/history';
import type { HistoryChange } from './historyApi';
import { dateTimeFormat, numberFormat } from '../../../common/intlFormats';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX_TEXT = 80;

export interface ValueFormat {
  t: TFunction<'history'>;
  locale: string;
  timeZone: string;
}

/** One value of a field, as short text. */
export function valueText(field: string, value: unknown, f: ValueFormat): string {
  if (value === null || value === undefined || value === '') return f.t('empty');
  if (typeof value === 'boolean') return f.t(value ? 'yes' : 'no');
  if (Array.isArray(value)) {
    return value.length === 0 ? f.t('empty') : f.t('items', { count: value.length });
  }
  if (typeof value === 'object') return '…';
  if (typeof value === 'number') return numberFormat(f.locale).format(value);
  const text = String(value);
  if (ISO_INSTANT.test(text)) {
    const at = new Date(text);
    if (!Number.isNaN(at.getTime())) return instantText(at.getTime(), f);
  }
  // An id says nothing to a reader; that it changed is what counts.
  if (field.endsWith('_id')) return '…';
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > MAX_TEXT ? `${plain.slice(0, MAX_TEXT - 1)}…` : plain;
}

export const instantText = (epochMs: number, f: Pick<ValueFormat, 'locale' | 'timeZone'>) =>
  dateTimeFormat(f.locale, {
    timeZone: f.timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(epochMs);

export interface ChangeLines {
  /** "Changed: Session «Opening»". */
  summary: string;
  /** One line per changed field: "start time: 10:00 → 10:30". */
  fields: string[];
}

export function parseValues(json: string): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The fields a change shows, in a stable order: the changed ones, or none for add and remove. */
export function changedFields(change: HistoryChange): string[] {
  if (change.op !== 'changed') return [];
  return Object.keys(parseValues(change.afterJson))
    .filter((field) => !HISTORY_HIDDEN_FIELDS.includes(field))
    .sort();
}

export function fieldName(field: string, t: TFunction<'history'>): string {
  return t(`fields.${field}`, { defaultValue: field.replace(/_/g, ' ') });
}

export function changeLines(change: HistoryChange, f: ValueFormat): ChangeLines {
  const { t } = f;
  const op = t(`ops.${change.op}`, { defaultValue: change.op });
  const kind = t(`kinds.${change.table}`, { defaultValue: change.table });
  const summary = change.label
    ? t('change', { op, kind, label: change.label })
    : t('changeUnnamed', { op, kind });
  const before = parseValues(change.beforeJson);
  const after = parseValues(change.afterJson);
  const fields = changedFields(change).map((field) =>
    t('field', {
      field: fieldName(field, t),
      before: valueText(field, before[field], f),
      after: valueText(field, after[field], f),
    }),
  );
  return { summary, fields };
}
