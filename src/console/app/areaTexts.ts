// Loads an area's texts into i18next once, alongside its screens (the same chunk), so the main
// chunk carries only the namespaces every route needs.
import type { i18n } from 'i18next';
import type { AreaDescriptor, AreaTexts } from './areaDescriptor';

export function addTexts(i18n: i18n, texts: AreaTexts): void {
  for (const lng of ['ru', 'en'] as const) {
    for (const [ns, resources] of Object.entries(texts[lng]))
      i18n.addResourceBundle(lng, ns, resources, true, true);
  }
}

const loaded = new WeakMap<i18n, Map<string, Promise<void>>>();

/** Resolves once the area's namespaces are in this i18next instance (a failed load retries). */
export function loadAreaTexts(i18n: i18n, area: AreaDescriptor): Promise<void> {
  const areas = loaded.get(i18n) ?? new Map<string, Promise<void>>();
  loaded.set(i18n, areas);
  let pending = areas.get(area.name);
  if (!pending) {
    pending = area.texts().then(({ texts }) => addTexts(i18n, texts));
    pending.catch(() => areas.delete(area.name));
    areas.set(area.name, pending);
  }
  return pending;
}
