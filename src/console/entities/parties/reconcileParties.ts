// What the organizers screen shows: an event's organizer entries or sponsors as the live feed
// confirmed them, with the signed-in user's unechoed add / update / delete writes applied in
// queue order. Both collections have the same shape (a name and a logo), so one function serves.
import type { QueuedWrite } from '../../../client/queue';

export type PartyKind = 'orgs' | 'sponsors';

export interface PartyView {
  id: string;
  eventId: string;
  name: string;
  logoId: string;
  /** Epoch seconds. */
  createdAt: number;
  /** A write on it waits for the server. */
  pending: boolean;
}

/** The calls and id field of each kind (spec/console.md §7). */
export const PARTY_CALLS = {
  orgs: { add: 'addOrgInfo', update: 'updateOrgInfo', remove: 'delOrgInfo', id: 'orgInfoId' },
  sponsors: { add: 'addSponsor', update: 'updateSponsor', remove: 'delSponsor', id: 'sponsorId' },
} as const;

const text = (r: Record<string, unknown>, key: string) =>
  typeof r[key] === 'string' ? (r[key] as string) : undefined;

function applyWrite(
  kind: PartyKind,
  parties: Map<string, PartyView>,
  write: QueuedWrite,
  eventId: string,
): void {
  const calls = PARTY_CALLS[kind];
  const r = (write.call.request ?? {}) as Record<string, unknown>;
  const id = text(r, calls.id);
  if (write.call.service !== 'events' || r.eventId !== eventId || !id) return;
  const current = parties.get(id);
  switch (write.call.method) {
    case calls.add:
      if (current) return void parties.set(id, { ...current, pending: true });
      parties.set(id, {
        id,
        eventId,
        name: text(r, 'name') ?? '',
        logoId: text(r, 'logoId') ?? '',
        createdAt: Math.floor(write.createdAt / 1000),
        pending: true,
      });
      return;
    case calls.update:
      if (!current) return;
      parties.set(id, {
        ...current,
        name: text(r, 'name') ?? current.name,
        logoId: text(r, 'logoId') ?? current.logoId,
        pending: true,
      });
      return;
    case calls.remove:
      parties.delete(id);
      return;
    default:
  }
}

/** Organizer entries newest first (spec/console.md §7), sponsors oldest first. */
export function reconcileParties(
  kind: PartyKind,
  remote: readonly Omit<PartyView, 'pending'>[],
  writes: readonly QueuedWrite[],
  eventId: string,
): PartyView[] {
  const parties = new Map<string, PartyView>(
    remote.filter((p) => p.eventId === eventId).map((p) => [p.id, { ...p, pending: false }]),
  );
  for (const write of writes) applyWrite(kind, parties, write, eventId);
  const direction = kind === 'orgs' ? -1 : 1;
  return [...parties.values()].sort(
    (a, b) => direction * (a.createdAt - b.createdAt || a.id.localeCompare(b.id)),
  );
}
