// Organizer entries and sponsors of an event: a name and a logo each (spec/console.md §2.22).
import { Code, ConnectError } from '@connectrpc/connect';
import type { ServiceImpl } from '@connectrpc/connect';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  AddOrgInfoResponseSchema,
  AddSponsorResponseSchema,
  EmptySchema,
} from '../../../../generated/manager/events_pb';
import type { Events } from '../../../../generated/manager/events_pb';
import { nameRule, uuidRule } from '../../../common/rules';
import { orgInfos, sponsors } from '../../db/schema';
import type { Collection, Writer } from '../../db/writer';
import type { Deps } from '../../rpc/deps';
import { notFound, validate } from '../../rpc/errors';
import { mutate } from '../../rpc/mutation';
import { eventRow } from '../../auth/eventAccess';
import type { EventRow } from '../../auth/eventAccess';
import { imageId } from '../../rpc/fields';
import { assertFilesIn } from '../files';
import { newId } from '../../rpc/ids';
import { maskedValues } from '../../rpc/updateMask';
import type { UpdateMask } from '../../../common/updateMask';

type PartyTable = typeof orgInfos | typeof sponsors;

interface Party {
  name: string;
  logoId: string;
}

function party(req: Party): Party {
  return { name: validate(nameRule, req.name, 'name'), logoId: imageId(req.logoId, 'logoId') };
}

/** Writes to one party table (orgs or sponsors) of one event, with its change record. */
function partyWrites(table: PartyTable, collection: Collection, idField: string) {
  const changed = (w: Writer, event: EventRow, id: string, removed = false) =>
    w.changed({ collection, docId: id, eventId: event.id, ownerId: event.userId, removed });
  const ofEvent = (event: EventRow, id: string) =>
    and(eq(table.id, validate(uuidRule(idField), id, idField)), eq(table.eventId, event.id));
  return {
    async add(w: Writer, event: EventRow, id: string, values: Party) {
      await assertFilesIn(w.tx, { eventId: event.id }, { logoId: values.logoId });
      const inserted = await w.tx
        .insert(table as PgTable)
        .values({ id, eventId: event.id, ...values })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0)
        throw new ConnectError(`${idField}: an entry with this id exists.`, Code.AlreadyExists);
      changed(w, event, id);
    },
    /**
     * Sets the fields the update's mask names (all without one; rpc/updateMask.ts): the others
     * keep what they hold now. A mask that names none changes nothing (the entry must exist).
     */
    async update(
      w: Writer,
      event: EventRow,
      id: string,
      values: Party,
      mask: UpdateMask | undefined,
    ) {
      const set = maskedValues(values, mask);
      await assertFilesIn(w.tx, { eventId: event.id }, { logoId: set.logoId });
      const touched =
        Object.keys(set).length === 0
          ? await w.tx
              .select({ id: table.id })
              .from(table as PgTable)
              .where(ofEvent(event, id))
              .for('update')
          : await w.tx.update(table).set(set).where(ofEvent(event, id)).returning({ id: table.id });
      if (touched.length === 0) throw notFound();
      if (Object.keys(set).length > 0) changed(w, event, id);
    },
    async remove(w: Writer, event: EventRow, id: string) {
      const deleted = await w.tx
        .delete(table)
        .where(ofEvent(event, id))
        .returning({ id: table.id });
      if (deleted.length === 0) throw notFound();
      changed(w, event, id, true);
    },
  };
}

export function organizersAndSponsorsService(deps: Deps): Partial<ServiceImpl<typeof Events>> {
  const orgs = partyWrites(orgInfos, 'orgs', 'orgInfoId');
  const sponsorRows = partyWrites(sponsors, 'sponsors', 'sponsorId');
  const event = (w: Writer, eventId: string) => eventRow(w.tx, eventId);
  return {
    addOrgInfo: (req, ctx) =>
      mutate(deps, ctx, AddOrgInfoResponseSchema, async (w) => {
        const values = party(req);
        const id = newId(req.orgInfoId, 'orgInfoId');
        await orgs.add(w, await event(w, req.eventId), id, values);
        return { orgInfoId: id };
      }),
    updateOrgInfo: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        const ev = await event(w, req.eventId);
        await orgs.update(w, ev, req.orgInfoId, party(req), req.updateMask);
        return {};
      }),
    delOrgInfo: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        await orgs.remove(w, await event(w, req.eventId), req.orgInfoId);
        return {};
      }),
    addSponsor: (req, ctx) =>
      mutate(deps, ctx, AddSponsorResponseSchema, async (w) => {
        const values = party(req);
        const id = newId(req.sponsorId, 'sponsorId');
        await sponsorRows.add(w, await event(w, req.eventId), id, values);
        return { sponsorId: id };
      }),
    updateSponsor: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        const ev = await event(w, req.eventId);
        await sponsorRows.update(w, ev, req.sponsorId, party(req), req.updateMask);
        return {};
      }),
    delSponsor: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        await sponsorRows.remove(w, await event(w, req.eventId), req.sponsorId);
        return {};
      }),
  };
}
