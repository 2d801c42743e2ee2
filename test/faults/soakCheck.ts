// The end of a soak run: the server's state and the console's views against the model.
// lost: a field whose last typed value did not stand, or a write that never applied;
// doubled: something applied more often than typed (a mutation numbered twice, a row twice).
import { sql } from 'drizzle-orm';
import type { RootState } from '../../src/console/app/store';
import { selectEventViews } from '../../src/console/entities/events';
import type { ConsoleRig } from '../integration/support/consoleHarness';
import { WORDING_KEYS } from './soakModel';
import type { SoakModel } from './soakModel';

export interface Differences {
  lost: string[];
  doubled: string[];
}

interface EventRow {
  id: string;
  key: string;
  title: string | null;
  show: Record<string, boolean>;
}

export async function serverDifferences(
  rig: ConsoleRig,
  model: SoakModel,
  clientId: string,
): Promise<Differences> {
  const lost: string[] = [];
  const doubled: string[] = [];
  const ids = `{${model.events.map((e) => e.id).join(',')}}`;
  const events = await rig.query<EventRow>(sql`
    SELECT e.id, e.ext_key AS key, e.show_menu_items AS show, t.value AS title FROM events e
    LEFT JOIN translations t ON t.event_id = e.id AND t.key = 'events.title' AND t.lang = e.language
    WHERE e.id = ANY(${ids}::uuid[])`);
  const wording = await rig.query<{ id: string; key: string; value: string }>(sql`
    SELECT event_id AS id, key, value FROM translations
    WHERE event_id = ANY(${ids}::uuid[]) AND lang = 'ru' AND key = ANY(${`{${WORDING_KEYS.join(',')}}`})`);
  const orgs = await rig.query<{ id: string; event: string; name: string }>(sql`
    SELECT id, event_id AS event, name FROM org_infos WHERE event_id = ANY(${ids}::uuid[])`);
  for (const event of model.events) {
    const rows = events.filter((e) => e.id === event.id);
    if (rows.length !== 1) {
      (rows.length === 0 ? lost : doubled).push(`event ${event.id}: ${rows.length} rows`);
      continue;
    }
    const [row] = rows as [EventRow];
    const expect = (what: string, actual: unknown, typed: unknown) => {
      if (actual !== typed)
        lost.push(`${what} of ${event.id}: ${String(actual)} ≠ ${String(typed)}`);
    };
    expect('title', row.title, event.title);
    for (const [item, show] of Object.entries(event.menus)) expect(item, row.show[item], show);
    for (const [key, value] of Object.entries(event.wording)) {
      expect(key, wording.find((w) => w.id === event.id && w.key === key)?.value, value);
    }
    const rowsOf = orgs.filter((o) => o.event === event.id);
    for (const [id, name] of Object.entries(event.orgs)) {
      const found = rowsOf.filter((o) => o.id === id);
      if (found.length > 1) doubled.push(`organizer ${id}: ${found.length} rows`);
      expect(`organizer ${id}`, found[0]?.name, name);
    }
    const extra = rowsOf.filter((o) => !(o.id in event.orgs));
    if (extra.length > 0) doubled.push(`${extra.length} organizers of ${event.id} never typed`);
  }
  const [ledger] = await rig.query<{ last: number }>(sql`
    SELECT max(last_mutation_id)::int AS last FROM mutation_ledger WHERE client_id = ${clientId}`);
  const applied = ledger?.last ?? 0;
  if (applied < model.typed) lost.push(`${model.typed - applied} writes never applied`);
  if (applied > model.typed)
    doubled.push(`${applied - model.typed} mutation ids beyond those typed`);
  return { lost, doubled };
}

/** What the console shows of each event that differs from the model (titles and menus). */
export function viewDifferences(state: RootState, model: SoakModel): string[] {
  const views = selectEventViews(state);
  const differences: string[] = [];
  for (const event of model.events) {
    const view = views.find((v) => v.eventId === event.id);
    if (!view) {
      differences.push(`event ${event.id} not shown`);
      continue;
    }
    if (view.title !== event.title) differences.push(`title of ${event.id}: ${view.title}`);
    for (const [item, show] of Object.entries(event.menus)) {
      if (view.showMenuItems[item] !== show) differences.push(`${item} of ${event.id}: ${!show}`);
    }
  }
  return differences;
}
