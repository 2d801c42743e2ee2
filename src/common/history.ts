// The event history's vocabulary, shared by the server (filters, reverts) and the console (the
// History screen): which tables make up which area of the console.

export const HISTORY_AREAS = {
  settings: ['events'],
  schedule: ['meetings'],
  speakers: ['speakers'],
  posts: ['posts'],
  place: ['locations'],
  info: ['cms_sections', 'cms_section_items'],
  forms: ['forms', 'form_fields'],
  organizers: ['org_infos', 'sponsors'],
  wording: ['translations'],
} as const;

export type HistoryArea = keyof typeof HISTORY_AREAS;
export type HistoryTable = (typeof HISTORY_AREAS)[HistoryArea][number];

export const HISTORY_AREA_NAMES = Object.keys(HISTORY_AREAS) as HistoryArea[];

export function isHistoryArea(name: string): name is HistoryArea {
  return Object.hasOwn(HISTORY_AREAS, name);
}

/** The area a table's changes belong to. */
export function historyAreaOf(table: string): HistoryArea | undefined {
  return HISTORY_AREA_NAMES.find((area) =>
    (HISTORY_AREAS[area] as readonly string[]).includes(table),
  );
}

export type HistoryOp = 'added' | 'changed' | 'removed';

/** Columns that say nothing to an organiser: never listed as changed fields. */
export const HISTORY_HIDDEN_FIELDS: readonly string[] = [
  'id',
  'event_id',
  'created_at',
  'updated_at',
];

/**
 * How often an open console tab says it is here and hears who else is. The others are promised
 * a newcomer within 2 s: they hear it at their first beat after its first, a beat later at most,
 * with a round trip each; half a second is left for those.
 */
export const PRESENCE_BEAT_MS = 1_500;
/**
 * A tab not heard for this long is no longer listed. The others are promised it goes within
 * 30 s of its leaving, also when it dies without a word: it may die just after a beat, and they
 * see it gone only at their first beat after this, up to a beat (and its round trip) later. So
 * the time allowed is 30 s less two beats.
 */
export const PRESENCE_TTL_SECONDS = (30_000 - 2 * PRESENCE_BEAT_MS) / 1000;
