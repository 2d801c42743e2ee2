// The participants a list shows: the snapshot's rows with the live feed's later documents and
// the user's unechoed writes laid over them, and a search index built once per snapshot (a
// keystroke then costs one substring test per row, not a pass over every answer).
import type { QueuedWrite } from '../../../client/queue';
import type { SnapshotHeader, SnapshotRow } from '../../../common/participantsSnapshot';
import { writeRegistry } from '../writes';
import { answerOf, itemOfDoc, itemOfRow } from './participantItem';
import type { ParticipantItem } from './participantItem';
import { participantWrites } from '../participants';
import type { ParticipantsDraft } from '../participants';
import type { Participant } from '../../../../generated/manager/model_pb';

export interface ParticipantsList {
  eventId: string;
  header: SnapshotHeader;
  rows: SnapshotRow[];
  /** Lower-case text of each row, for search: built on the first search, not at open. */
  haystacks: () => string[];
  /** Ids whose row shows a write not yet confirmed. */
  pending: ReadonlySet<string>;
  /** The participant in full (answers by form), or undefined. */
  find: (clientId: string) => ParticipantItem | undefined;
}

const registry = writeRegistry<ParticipantsDraft>(Object.values(participantWrites));
const OWN_WRITES = new Set(Object.values(participantWrites).map((w) => w.name));

export const haystackOf = (row: SnapshotRow): string =>
  `${row[1]} ${row[2]}\n${row[3]}\n${row[6].join('\n')}`.toLowerCase();

interface Indexed {
  haystacks: () => string[];
  indexOf: Map<string, number>;
}
const indexes = new WeakMap<SnapshotRow[], Indexed>();

/** Row positions by id, and the search texts (made once per snapshot, when first asked). */
function indexed(rows: SnapshotRow[]): Indexed {
  let index = indexes.get(rows);
  if (!index) {
    let haystacks: string[] | undefined;
    index = {
      haystacks: () => (haystacks ??= rows.map(haystackOf)),
      indexOf: new Map(rows.map((r, i) => [r[0], i])),
    };
    indexes.set(rows, index);
  }
  return index;
}

/** Takes the index a reader made while the rows arrived (snapshotReader.ts). */
export function rowsIndexed(
  rows: SnapshotRow[],
  indexOf: Map<string, number>,
  haystacks: string[],
): void {
  indexes.set(rows, { haystacks: () => haystacks, indexOf });
}

export function rowOfItem(header: SnapshotHeader, item: ParticipantItem): SnapshotRow {
  return [
    item.clientId,
    item.firstName,
    item.lastName,
    item.clientPhone,
    item.clientSuspended ? 1 : 0,
    item.createdAt,
    header.fields.map((f) => answerOf(item, f.formId, f.fieldId)),
    item.checkedInAt,
  ];
}

/** The documents and writes laid over the snapshot, by id. */
function overridesOf(
  eventId: string,
  header: SnapshotHeader,
  rows: SnapshotRow[],
  docs: readonly Participant[],
  writes: readonly QueuedWrite[],
): Map<string, ParticipantItem> {
  const draft: ParticipantsDraft = { eventId, items: new Map() };
  for (const doc of docs) draft.items.set(doc.clientId, itemOfDoc(doc));
  const { indexOf } = indexed(rows);
  for (const write of writes) {
    if (write.write === undefined || !OWN_WRITES.has(write.write)) continue;
    const id = (write.args as { clientId?: string }).clientId ?? '';
    const at = indexOf.get(id);
    const row = at === undefined ? undefined : rows[at];
    if (!draft.items.has(id) && row) draft.items.set(id, itemOfRow(eventId, header, row));
    registry.apply(draft, write);
  }
  return draft.items;
}

export function participantsList(
  eventId: string,
  header: SnapshotHeader,
  base: SnapshotRow[],
  docs: readonly Participant[],
  writes: readonly QueuedWrite[],
): ParticipantsList {
  const overrides = overridesOf(eventId, header, base, docs, writes);
  const { haystacks: baseHaystacks, indexOf } = indexed(base);
  let rows = base;
  let haystacks = baseHaystacks;
  if (overrides.size > 0) {
    rows = base.slice();
    const changed = new Map<number, SnapshotRow>();
    for (const item of overrides.values()) {
      const row = rowOfItem(header, item);
      const at = indexOf.get(item.clientId);
      if (at === undefined) rows.push(row);
      else rows[at] = row;
      changed.set(at ?? rows.length - 1, row);
    }
    let own: string[] | undefined;
    haystacks = () => {
      if (!own) {
        own = baseHaystacks().slice();
        for (const [at, row] of changed) own[at] = haystackOf(row);
      }
      return own;
    };
  }
  const pending = new Set([...overrides.values()].filter((i) => i.pending).map((i) => i.clientId));
  const find = (clientId: string) => {
    const own = overrides.get(clientId);
    if (own) return own;
    const at = indexOf.get(clientId);
    const row = at === undefined ? undefined : base[at];
    return row ? itemOfRow(eventId, header, row) : undefined;
  };
  return { eventId, header, rows, haystacks, pending, find };
}

/** Each list's last search: a query that only grew (typing) narrows its answer. */
const lastSearch = new WeakMap<ParticipantsList, { query: string; matches: number[] }>();

/** The indexes of the rows that match a query (case-insensitive), or null for every row. */
export function searchRows(list: ParticipantsList, query: string): number[] | null {
  const q = query.trim().toLowerCase();
  if (q === '') return null;
  const previous = lastSearch.get(list);
  const matches: number[] = [];
  const haystacks = list.haystacks();
  if (previous && q.includes(previous.query)) {
    for (const i of previous.matches) if (haystacks[i]?.includes(q)) matches.push(i);
  } else {
    haystacks.forEach((text, i) => {
      if (text.includes(q)) matches.push(i);
    });
  }
  lastSearch.set(list, { query: q, matches });
  return matches;
}
