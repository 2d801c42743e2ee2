// The events of others the signed-in user is a member of (issue 24) reach the console by their
// memberships: this follows the 'memberships' target and each member event's own target, so
// that the event list and the edit shell find them like the user's own. Renders nothing.
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { useAppSelector } from '../../app/hooks';
import { selectMemberships } from '../../entities/events';
import { useLiveTarget } from '../../live/useLiveTarget';

function MemberEventEffect({ eventId }: { eventId: string }) {
  useLiveTarget(LIVE_TARGETS.event.path({ eventId }));
  return null;
}

/** Follows the memberships; returns whether their first snapshot has arrived. */
export function useMemberEvents(): boolean {
  return useLiveTarget(LIVE_TARGETS.memberships.path({}));
}

export function MemberEventsEffect() {
  const memberships = useAppSelector(selectMemberships);
  return memberships.map((m) => <MemberEventEffect key={m.eventId} eventId={m.eventId} />);
}
