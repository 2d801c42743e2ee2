// What every page reads: the event, the interface texts and the path the app lives under.
import { createContext, useContext } from 'react';
import type { PublicEvent } from '../common/publicEvent';
import type { Texts } from './texts';

export interface AppContextValue {
  event: PublicEvent;
  texts: Texts;
  /** '/{eventKey}/', or '/' on a custom domain. */
  base: string;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside the app');
  return value;
}
