// The end of a Chromium soak run: both tabs drained, then the server's rows and the screens
// against what the organiser typed. lost: a typed event or post missing, or a name that is not
// the last one typed; doubled: a row more than typed; failed: writes in the failed-writes strip.
import { sql } from 'drizzle-orm';
import { eventually } from '../../e2e/ui';
import type { BrowserRig } from './browserRig';

export interface BrowserModel {
  /** The console path of the event the second tab works in (/edit/<key or id>). */
  href: string;
  /** Its name as last typed. */
  title: string;
  typed: number;
  /** The events created in the list's tab, by name. */
  events: string[];
  /** The posts added to the event, by text. */
  posts: string[];
}

/** From the network's return until neither tab shows an unsent write; the time it took. */
export async function drainBoth(rig: BrowserRig): Promise<number> {
  const back = Date.now();
  for (const { ui } of rig.tabs) {
    await eventually(async () => (await ui.pendingCount()) === 0, 'the queue to drain', 60_000);
  }
  return Date.now() - back;
}

/** Each text's count among the rows, against one each; the rows never typed. */
function tally(what: string, typed: string[], rows: string[], lost: string[], doubled: string[]) {
  for (const value of typed) {
    const count = rows.filter((row) => row === value).length;
    if (count === 0) lost.push(`${what} ${value}`);
    if (count > 1) doubled.push(`${what} ${value}: ${count} rows`);
  }
  const extra = rows.filter((row) => !typed.includes(row));
  if (extra.length > 0) doubled.push(`${what}s never typed: ${extra.join(', ')}`);
}

export async function browserDifferences(rig: BrowserRig, model: BrowserModel) {
  const lost: string[] = [];
  const doubled: string[] = [];
  const key = decodeURIComponent(model.href.replace(/^\/edit\//, ''));
  const events = await rig.rows<{ id: string; key: string; title: string }>(sql`
    SELECT e.id, e.ext_key AS key, t.value AS title FROM events e
    JOIN users u ON u.id = e.user_id
    LEFT JOIN translations t ON t.event_id = e.id AND t.lang = e.language AND t.key = 'events.title'
    WHERE u.email = ${rig.email}`);
  const own = events.filter((e) => e.key === key || e.id === key);
  if (own.length !== 1) lost.push(`the event ${key}: ${own.length} rows`);
  else if (own[0]?.title !== model.title) lost.push(`its name: ${own[0]?.title} ≠ ${model.title}`);
  const others = events.filter((e) => !own.includes(e)).map((e) => e.title);
  tally('event', model.events, others, lost, doubled);
  const posts = await rig.rows<{ text: string }>(sql`
    SELECT p.text FROM posts p JOIN events e ON e.id = p.event_id
    WHERE e.ext_key = ${key} OR e.id::text = ${key}`);
  const texts = posts.map((p) => p.text.replace(/^<p>(.*)<\/p>$/, '$1'));
  tally('post', model.posts, texts, lost, doubled);

  let failed = 0;
  for (const { page } of rig.tabs) {
    const [strip] = await page.getByText(/не удалось сохранить$/).allTextContents();
    failed = Math.max(failed, strip === undefined ? 0 : Number.parseInt(strip, 10));
  }
  return { lost, doubled, failed, stale: await staleViews(rig, model) };
}

/** What the tabs show that differs from what was typed, once the live feed had its time. */
async function staleViews(rig: BrowserRig, model: BrowserModel): Promise<string[]> {
  const [list, event] = rig.tabs;
  const differences = async () => {
    const found: string[] = [];
    for (const title of [...model.events, model.title]) {
      const cards = await list.ui.cardCount(title);
      if (cards !== 1) found.push(`the list shows ${cards} cards ${title}`);
    }
    if ((await event.ui.editedTitle(model.title).count()) !== 1)
      found.push(`the event tab does not show the name ${model.title}`);
    return found;
  };
  let found = await differences();
  const deadline = Date.now() + 15_000;
  while (found.length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    found = await differences();
  }
  return found;
}
