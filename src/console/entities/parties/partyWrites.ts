// The organizer entry and sponsor writes (spec/console.md §2.22, §7), each declared once. The
// two kinds have the same shape (a name and a logo) but their own calls and id fields. The live
// documents have the entry's id as their id: its echo ends the write.
import { pickMasked } from '../../../common/updateMask';
import type { UpdateMask } from '../../../common/updateMask';
import { defineQueuedWrite } from '../writes';
import type { WriteContext } from '../writes';

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

/** The working view: one event's entries of one kind by id. */
export interface PartiesDraft {
  eventId: string;
  parties: Map<string, PartyView>;
}

interface PartyFields {
  eventId?: string;
  name?: string;
  logoId?: string;
  /** An update's: the fields it changes, the others keep theirs. */
  updateMask?: UpdateMask;
}

const added = (draft: PartiesDraft, id: string, r: PartyFields, { createdAt }: WriteContext) => {
  if (r.eventId !== draft.eventId || !id) return;
  const current = draft.parties.get(id);
  if (current) return void draft.parties.set(id, { ...current, pending: true });
  draft.parties.set(id, {
    id,
    eventId: draft.eventId,
    name: r.name ?? '',
    logoId: r.logoId ?? '',
    createdAt: Math.floor(createdAt / 1000),
    pending: true,
  });
};

const updated = (draft: PartiesDraft, id: string, r: PartyFields) => {
  const current = draft.parties.get(id);
  if (r.eventId !== draft.eventId || !id || !current) return;
  const fields = { name: r.name ?? current.name, logoId: r.logoId ?? current.logoId };
  draft.parties.set(id, { ...current, ...pickMasked(fields, r.updateMask), pending: true });
};

const removed = (draft: PartiesDraft, id: string, r: PartyFields) => {
  if (r.eventId === draft.eventId && id) draft.parties.delete(id);
};

export const orgWrites = {
  add: defineQueuedWrite<'events', 'addOrgInfo', PartiesDraft>({
    name: 'orgs.add',
    service: 'events',
    method: 'addOrgInfo',
    docIds: (r) => [r.orgInfoId ?? ''],
    apply: (draft, r, context) => added(draft, r.orgInfoId ?? '', r, context),
  }),
  update: defineQueuedWrite<'events', 'updateOrgInfo', PartiesDraft>({
    name: 'orgs.update',
    service: 'events',
    method: 'updateOrgInfo',
    docIds: (r) => [r.orgInfoId ?? ''],
    apply: (draft, r) => updated(draft, r.orgInfoId ?? '', r),
  }),
  remove: defineQueuedWrite<'events', 'delOrgInfo', PartiesDraft>({
    name: 'orgs.remove',
    service: 'events',
    method: 'delOrgInfo',
    docIds: (r) => [r.orgInfoId ?? ''],
    apply: (draft, r) => removed(draft, r.orgInfoId ?? '', r),
  }),
};

export const sponsorWrites = {
  add: defineQueuedWrite<'events', 'addSponsor', PartiesDraft>({
    name: 'sponsors.add',
    service: 'events',
    method: 'addSponsor',
    docIds: (r) => [r.sponsorId ?? ''],
    apply: (draft, r, context) => added(draft, r.sponsorId ?? '', r, context),
  }),
  update: defineQueuedWrite<'events', 'updateSponsor', PartiesDraft>({
    name: 'sponsors.update',
    service: 'events',
    method: 'updateSponsor',
    docIds: (r) => [r.sponsorId ?? ''],
    apply: (draft, r) => updated(draft, r.sponsorId ?? '', r),
  }),
  remove: defineQueuedWrite<'events', 'delSponsor', PartiesDraft>({
    name: 'sponsors.remove',
    service: 'events',
    method: 'delSponsor',
    docIds: (r) => [r.sponsorId ?? ''],
    apply: (draft, r) => removed(draft, r.sponsorId ?? '', r),
  }),
};

/** The writes of each kind, by the part they play. */
export const PARTY_WRITES = { orgs: orgWrites, sponsors: sponsorWrites } as const;
