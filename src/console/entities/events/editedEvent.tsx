// The event the edit shell has open: its layout provides it, every screen under
// /edit/{eventKey} reads it. It is the optimistic view (live document + queued writes).
import { createContext, useContext } from 'react';
import type { EventView } from '../events';

const EditedEventContext = createContext<EventView | null>(null);

export const EditedEventProvider = EditedEventContext.Provider;

/** The open event; only for screens rendered inside the edit layout. */
export function useEditedEvent(): EventView {
  const event = useContext(EditedEventContext);
  if (!event) throw new Error('useEditedEvent: no event (render inside the edit layout)');
  return event;
}
