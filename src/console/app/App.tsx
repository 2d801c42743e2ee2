// The console: providers, the router, and the app-wide hosts (notifications, confirm dialog).
import type { i18n } from 'i18next';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ReplayBanner } from '../areas/replay';
import { AppHosts } from '../ui/AppHosts';
import { dropPrerendered } from './prerendered';
import { Providers } from './Providers';
import { createAppRouter } from './router';
import { warmDrawerWhenIdle } from './warmAreas';
import type { AppStore } from './store';

export function App({
  store,
  i18n,
  replay = false,
}: {
  store: AppStore;
  i18n: i18n;
  replay?: boolean;
}) {
  const router = useMemo(() => createAppRouter(i18n), [i18n]);
  // The pre-rendered sign-in page: the sign-in form itself replaces the static copy
  // (session/AdoptPrerendered); any other screen (a signed-in user is sent home) drops it.
  useEffect(
    () =>
      router.subscribe((state) => {
        if (state.initialized && state.location.pathname !== '/signin') dropPrerendered();
      }),
    [router],
  );
  // In the edit shell, the drawer's code loads while the page is idle (issue 31).
  useEffect(() => {
    if (replay) return;
    let started = false;
    const warm = (pathname: string) => {
      if (started || !pathname.startsWith('/edit/')) return;
      started = true;
      void warmDrawerWhenIdle(i18n);
    };
    warm(router.state.location.pathname);
    return router.subscribe((state) => warm(state.location.pathname));
  }, [router, i18n, replay]);
  return (
    <Providers store={store} i18n={i18n}>
      {replay && <ReplayBanner />}
      <RouterProvider router={router} />
      <AppHosts />
    </Providers>
  );
}
