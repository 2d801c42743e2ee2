// Warms the code behind the edit shell's drawer while the browser is idle (issue 31): once a
// signed-in user's first screen has loaded, the edit shell and each drawer entry's screen load
// one chunk per idle period, texts included, so a first click on the drawer does not wait for
// code. Then the service worker is registered, and precaches the rest for offline use.
import type { i18n } from 'i18next';
import { afterLoadIdle } from '../ui/idle';
import type { AreaDescriptor, LazyComponent } from './areaDescriptor';
import { AREAS } from './areas';
import { loadAreaTexts } from './areaTexts';

/** How long an idle wait may last before the next chunk loads anyway, ms. */
const IDLE_TIMEOUT = 2000;

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
