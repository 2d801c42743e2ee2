// What the organizers screen shows: an event's organizer entries or sponsors as the live feed
// confirmed them, with the signed-in user's unechoed add / update / delete writes applied in
// queue order. Both collections have the same shape (a name and a logo), so one function serves.
import type { QueuedWrite } from '../../../client/queue';
import { writeRegistry } from '../writes';
import { PARTY_WRITES } from './partyWrites';
import type { PartiesDraft, PartyKind, PartyView } from './partyWrites';

export type { PartyKind, PartyView } from './partyWrites';

const REGISTRIES = {
  orgs: writeRegistry<PartiesDraft>(Object.values(PARTY_WRITES.orgs)),
  sponsors: writeRegistry<PartiesDraft>(Object.values(PARTY_WRITES.sponsors)),
};

/** Organizer entries newest first (spec/console.md §7), sponsors oldest first. */
export function reconcileParties(
  kind: PartyKind,
  remote: readonly Omit<PartyView, 'pending'>[],
  writes: readonly QueuedWrite[],
  eventId: string,
): PartyView[] {
  const draft: PartiesDraft = {
    eventId,
    parties: new Map(
      remote.filter((p) => p.eventId === eventId).map((p) => [p.id, { ...p, pending: false }]),
    ),
  };
  for (const write of writes) REGISTRIES[kind].apply(draft, write);
  const direction = kind === 'orgs' ? -1 : 1;
  return [...draft.parties.values()].sort(
    (a, b) => direction * (a.createdAt - b.createdAt || a.id.localeCompare(b.id)),
  );
}
