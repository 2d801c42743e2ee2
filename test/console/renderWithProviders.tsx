// Renders console UI with a real store, real translations and a memory router: tests drive
// it as a user would (userEvent) and read the store to check what happened.
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { Providers } from '../../src/console/app/Providers';
import { makeStore } from '../../src/console/app/store';
import type { AppStore, RootState } from '../../src/console/app/store';
import { addTexts } from '../../src/console/app/areaTexts';
import { createI18n } from '../../src/console/i18n';
import { allTexts } from './allTexts';
import { localeChanged } from '../../src/console/app/uiSlice';
import { AppHosts } from '../../src/console/ui/AppHosts';

export interface ProviderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  locale?: 'ru' | 'en';
  /** For tests on a fake clock: how the simulated user lets time pass between its steps. */
  advanceTimers?: (ms: number) => unknown;
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { preloadedState, locale = 'ru', advanceTimers, ...renderOptions } = options;
  const store = options.store ?? makeStore(preloadedState, { readOnly: true }).store;
  store.dispatch(localeChanged(locale));
  const i18n = createI18n(locale);
  addTexts(i18n, allTexts());
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const result = render(
    <Providers store={store} i18n={i18n}>
      {ui}
      <AppHosts />
    </Providers>,
    renderOptions,
  );
  return { store, user, i18n, ...result };
}

/** Renders routes at a path, as the app's router would. */
export function renderRoutes(routes: RouteObject[], path: string, options: ProviderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
