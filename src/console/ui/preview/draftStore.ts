// The design being edited and not saved yet, per event: the design screen writes it as the
// organiser edits, the preview panel sends it to the framed app. It is a view of a form in
// progress, never saved or sent to the server, so it lives here and not in the store's slices.
import { useSyncExternalStore } from 'react';
import type { DraftDesign } from '../../../common/preview';

const drafts = new Map<string, DraftDesign>();
const listeners = new Set<() => void>();

/** Sets (or, with null, clears) the unsaved design of an event. */
export function setPreviewDraft(eventId: string, draft: DraftDesign | null): void {
  if (draft) drafts.set(eventId, draft);
  else if (!drafts.delete(eventId)) return;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The unsaved design of an event, or null. */
export function usePreviewDraft(eventId: string): DraftDesign | null {
  return useSyncExternalStore(subscribe, () => drafts.get(eventId) ?? null);
}
