// Everything a screen needs around it: the store, the theme, the translations.
import { ChakraProvider } from '@chakra-ui/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { NavEntriesProvider } from '../ui/nav';
import { providedSystem } from '../ui/theme';
import { NAV_ENTRIES } from './areas';
import type { AppStore } from './store';
import { LocaleEffect } from './LocaleEffect';

export function Providers({
  store,
  i18n,
  children,
}: {
  store: AppStore;
  i18n: i18n;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={providedSystem}>
          <LocaleEffect />
          <NavEntriesProvider value={NAV_ENTRIES}>{children}</NavEntriesProvider>
        </ChakraProvider>
      </I18nextProvider>
    </Provider>
  );
}
