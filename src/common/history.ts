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
