// Pre-renders the sign-in page at build time (issue 14, item 6): webpack builds this module for
// Node (webpack.config.ts, `prerender`), scripts/prerenderSignIn.mjs calls it and writes
// dist/console/signin.html. The markup is the real sign-in screen in its layout, with Chakra's
// styles inline (emotion writes <style> elements next to the markup when there is no document),
// so the form paints before any script runs and the console adopts it later (prerendered.ts).
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionArea } from '../areas/session';
import { createI18n } from '../i18n';
import { CenteredLayout } from '../ui/layouts';
import { loadAreaTexts } from './areaTexts';
import { Providers } from './Providers';
import { makeStore } from './store';

/** The flag of a signed-in profile, which the page's loader reads (scripts/prerenderSignIn.mjs). */
export { SIGNED_IN_HINT } from '../entities/session';

/** The sign-in route's markup in the default locale, signed out. */
export async function renderSignIn(): Promise<string> {
  const { store } = makeStore(undefined, { readOnly: true });
  const i18n = createI18n(store.getState().ui.locale);
  const route = sessionArea.routes.find((r) => r.path === '/signin');
  if (!route) throw new Error('the session area has no /signin route');
  const [SignInScreen] = await Promise.all([route.screen(), loadAreaTexts(i18n, sessionArea)]);
  return renderToString(
    <Providers store={store} i18n={i18n}>
      <MemoryRouter initialEntries={['/signin']}>
        <Routes>
          <Route element={<CenteredLayout />}>
            <Route path="/signin" element={<SignInScreen />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}
