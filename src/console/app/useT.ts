// The texts of a namespace in the interface's language, for a component that only needs `t`.
// react-i18next's useTranslation does more on every mount and render (it copies the i18next
// instance's properties into a wrapper, builds a fixed t, checks that each namespace loaded):
// with a few per event card and per table row, that was a large part of a list's first render
// (issue 31). The console's namespaces are all in memory before their screens render (i18n.ts,
// areaTexts.ts), so nothing here waits for one. A component that needs the i18next instance
// itself still uses useTranslation.
import type { Namespace, TFunction, i18n as I18n } from 'i18next';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';

type Fixed = TFunction<Namespace>;

/** Per i18next instance: one fixed t per language and namespace, shared by every component. */
const fixedTs = new WeakMap<I18n, Map<string, Fixed>>();

function fixedT(i18n: I18n, language: string, ns: Namespace | undefined): Fixed {
  let byKey = fixedTs.get(i18n);
  if (!byKey) fixedTs.set(i18n, (byKey = new Map()));
  const key = `${language}\u0000${typeof ns === 'string' ? ns : JSON.stringify(ns ?? null)}`;
  let t = byKey.get(key);
  if (!t) {
    t = i18n.getFixedT(language, ns ?? null) as Fixed;
    byKey.set(key, t);
  }
  return t;
}

export function useT<const N extends Namespace = 'common'>(ns?: N): TFunction<N> {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const current = () => i18n.language;
  // The same on the server: the sign-in page is pre-rendered (app/prerender.tsx).
  const language = useSyncExternalStore(subscribe, current, current);
  return fixedT(i18n, language, ns) as unknown as TFunction<N>;
}
