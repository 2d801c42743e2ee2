// The first screens of an event's pages, rendered once per snapshot, page and quarter hour (the
// schedule opens on the event's current day): a 1,000-session day is rendered once, not on
// every visit. Kept with the snapshot object, so a new snapshot drops the old screens. The page
// around a screen (its shell names the address it was asked at, for a shared link's preview)
// is compressed once per address too: a day's HTML is most of what comes before the first
// paint, about a tenth of its size in brotli. The snapshot's build renders and compresses the
// pages at the product's own address (routes.ts), so their first request finds them ready.
import type { PublicEvent } from '../../../common/publicEvent';
import { compressed } from './compressed';
import type { Compressed } from './compressed';
import type { FirstScreenRenderer } from './pages';

const SLOT_MS = 15 * 60 * 1000;
/** Screens kept per snapshot: pages × bases × quarter hours of one snapshot's life. */
const KEPT = 64;
/** Compressed pages kept per screen: the addresses (hosts) it is asked at. */
const KEPT_PAGES = 4;

export interface FirstScreen {
  /** The inside of #root. */
  html: string;
  /** The whole page's compressed copies for one address, `page` building it on the first ask. */
  compressed(address: string, page: () => string): Promise<Compressed>;
  /** Whether the copies for this address were asked for already (at the snapshot's build). */
  has(address: string): boolean;
}

export type FirstScreens = (event: PublicEvent, base: string, path: string) => FirstScreen | null;

function firstScreen(html: string): FirstScreen {
  const pages = new Map<string, Promise<Compressed>>();
  return {
    html,
    compressed(address, page) {
      let copies = pages.get(address);
      if (!copies) {
        if (pages.size >= KEPT_PAGES) pages.clear();
        copies = compressed(Buffer.from(page()));
        // A failure is not kept: the next ask tries again.
        copies.catch(() => pages.delete(address));
        pages.set(address, copies);
      }
      return copies;
    },
    has: (address) => pages.has(address),
  };
}

export function firstScreens(render: FirstScreenRenderer | null, now: () => number): FirstScreens {
  const rendered = new WeakMap<PublicEvent, Map<string, FirstScreen | null>>();
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
      const html = render(event, base, path, at);
      screen = html === null ? null : firstScreen(html);
      screens.set(key, screen);
    }
    return screen;
  };
}
