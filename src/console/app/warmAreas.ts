// Warms the code behind the edit shell's drawer while the browser is idle (issue 31): once the
// edit shell's first screen has loaded, each drawer entry's screen loads, one chunk per idle
// period, texts included, so a first click on the drawer does not wait for code. The end is
// marked in the page's performance timeline (DRAWER_WARM_MARK) for benches and tests.
import type { i18n } from 'i18next';
import { afterLoadIdle } from '../ui/idle';
import type { AreaDescriptor, LazyComponent } from './areaDescriptor';
import { AREAS } from './areas';
import { loadAreaTexts } from './areaTexts';

/** How long an idle wait may last before the next chunk loads anyway, ms. */
const IDLE_TIMEOUT = 2000;

/** The performance mark set once every drawer chunk has been tried. */
export const DRAWER_WARM_MARK = 'eventapp:drawer-warmed';

/** The loads the drawer's clicks would make: the edit shell, then each entry's screen, in order. */
export function drawerWarmUps(
  i18n: i18n,
  areas: readonly AreaDescriptor[] = AREAS,
): (() => Promise<unknown>)[] {
  const warm = (area: AreaDescriptor, component: LazyComponent) => () =>
    Promise.all([component(), loadAreaTexts(i18n, area)]);
  const shell = areas.flatMap((area) => {
    const layout = area.layouts?.edit;
    return layout ? [warm(area, layout)] : [];
  });
  const entries = areas
    .flatMap((area) => (area.drawer ?? []).map((entry) => ({ area, entry })))
    .filter(({ entry }) => entry.enabled)
    .sort((a, b) => a.entry.order - b.entry.order)
    .flatMap(({ area, entry }) => {
      const route = area.routes.find(
        (candidate) => candidate.slot === 'edit' && (candidate.path ?? '') === entry.path,
      );
      return route ? [warm(area, route.screen)] : [];
    });
  return [...shell, ...entries];
}

/**
 * Runs the loads one after another, each once the page is idle; a failed load (offline, a new
 * build) is left for the click to retry. Resolves when all have been tried.
 */
export async function warmWhenIdle(loads: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const load of loads) {
    await afterLoadIdle(IDLE_TIMEOUT);
    await load().catch(() => undefined);
  }
}

/** Warms the drawer's code (above) and marks the end. */
export async function warmDrawerWhenIdle(i18n: i18n): Promise<void> {
  await warmWhenIdle(drawerWarmUps(i18n));
  performance.mark(DRAWER_WARM_MARK);
}
