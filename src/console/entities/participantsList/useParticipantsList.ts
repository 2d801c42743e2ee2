// The event's participants for a screen: loads the compact snapshot once, then follows the
// changes-only live target from the snapshot's resume token (set before the target is wanted,
// so no change between the snapshot and the listen is missed).
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { liveChanged } from '../../../client/live';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLiveTarget } from '../../live/useLiveTarget';
import { selectOwnUnechoedWrites } from '../events';
import { participantsList } from './participantsList';
import type { ParticipantsList } from './participantsList';
import { selectEventParticipantDocs } from '../participants';
import { loadSnapshot, snapshotOf, snapshotsOwnedBy, subscribeSnapshots } from './snapshotStore';

export type ParticipantsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; list: ParticipantsList };

export function useParticipantsList(eventId: string): ParticipantsState {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.idToken);
  const uid = useAppSelector((s) => s.session.user?.uid ?? null);
  const snapshot = useSyncExternalStore(subscribeSnapshots, () => snapshotOf(eventId));
  const path = LIVE_TARGETS.participants.path({ eventId });
  useEffect(() => snapshotsOwnedBy(uid), [uid]);
  useEffect(() => {
    if (!token) return;
    void loadSnapshot(eventId, token, (resumeToken) =>
      dispatch(liveChanged({ path, changes: [], resumeToken })),
    );
  }, [dispatch, eventId, path, token]);
  useLiveTarget(snapshot.status === 'ready' ? path : null);
  const docs = useAppSelector((s) => selectEventParticipantDocs(s, eventId));
  const writes = useAppSelector(selectOwnUnechoedWrites);
  return useMemo((): ParticipantsState => {
    if (snapshot.status !== 'ready') return snapshot;
    const list = participantsList(eventId, snapshot.header, snapshot.rows, docs, writes);
    return { status: 'ready', list };
  }, [snapshot, eventId, docs, writes]);
}
