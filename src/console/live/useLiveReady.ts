import { useState } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectHasCopy, selectLiveStatus } from '../../client/live';
import { useLiveTarget } from './useLiveTarget';

/**
 * Follows a live target (as useLiveTarget) and tells whether a screen should show its documents
 * yet: at once when the page held a stored copy of the target (it had a resume token when the
 * screen opened) or the feed is offline; on a first sync, only once the target is current. A
 * large first sync arrives in many batches, and a screen that rendered each (1,000 meetings:
 * dozens of renders of every row) took seconds longer than one render at the end (issue 10).
 */
export function useLiveReady(path: string): boolean {
  const current = useLiveTarget(path);
  const held = useAppSelector((s) => selectHasCopy(s, path));
  const [heldAtOpen] = useState(held);
  const offline = useAppSelector((s) => selectLiveStatus(s) === 'offline');
  return current || heldAtOpen || offline;
}
