// The event the edit shell has open: its layout provides it, every screen under
// /edit/{eventKey} reads it. It is the optimistic view (live document + queued writes).
import { createContext, useContext } from 'react';
import { useAppSelector } from '../../app/hooks';
import { may } from '../../../common/teamRights';
import type { Right, Role } from '../../../common/teamRights';
import type { EventView } from '../events';
import { selectEventRole } from './membershipsSlice';

const EditedEventContext = createContext<EventView | null>(null);

export const EditedEventProvider = EditedEventContext.Provider;

/** The open event; only for screens rendered inside the edit layout. */
export function useEditedEvent(): EventView {
  const event = useContext(EditedEventContext);
  if (!event) throw new Error('useEditedEvent: no event (render inside the edit layout)');
  return event;
}

/** The signed-in user's role in the open event (null once they are no longer in its team). */
export function useEditedEventRole(): Role | null {
  const event = useEditedEvent();
  return useAppSelector((state) => selectEventRole(state, event));
}

/** Whether the user's role in the open event has the right: controls it lacks are not offered. */
export const useEditedEventMay = (right: Right): boolean => may(useEditedEventRole(), right);
