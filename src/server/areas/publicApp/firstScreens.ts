// The first screens of an event's pages, rendered once per snapshot, page and quarter hour (the
// schedule opens on the event's current day): a 1,000-session day is rendered once, not on
// every visit. Kept with the snapshot object, so a new snapshot drops the old screens.
import type { PublicEvent } from '../../../common/publicEvent';
import type { FirstScreenRenderer } from './pages';

const SLOT_MS = 15 * 60 * 1000;
/** Screens kept per snapshot: pages × bases × quarter hours of one snapshot's life. */
const KEPT = 64;

export type FirstScreens = (event: PublicEvent, base: string, path: string) => string | null;

export function firstScreens(render: FirstScreenRenderer | null, now: () => number): FirstScreens {
  const rendered = new WeakMap<PublicEvent, Map<string, string | null>>();
  return (event, base, path) => {
    if (!render) return null;
    const at = now();
    const key = `${base}|${path}|${Math.floor(at / SLOT_MS)}`;
    let screens = rendered.get(event);
    if (!screens) {
      screens = new Map();
      rendered.set(event, screens);
    }
    let screen = screens.get(key);
    if (screen === undefined) {
      if (screens.size >= KEPT) screens.clear();
      screen = render(event, base, path, at);
      screens.set(key, screen);
    }
    return screen;
  };
}
