// manager.Locations: the locations of the event place (spec/content.md §2.11, §7). Deleting
// one also deletes its attachments; it is refused while something refers to it (references.ts).
import type { ServiceImpl } from '@connectrpc/connect';
import type { Locations } from '../../../../generated/manager/content_pb';
import { CreateLocationResponseSchema } from '../../../../generated/manager/content_pb';
import { LOCATION_IN_USE_KEY, locationInUseMessage } from '../../../common/cms';
import { LIMITS } from '../../../common/constants';
import { nameRule } from '../../../common/rules';
import { eventRow } from '../../auth/eventAccess';
import type { EventRow } from '../../auth/eventAccess';
import { locations } from '../../db/schema';
import type { Writer } from '../../db/writer';
import type { Deps } from '../../rpc/deps';
import { failedPrecondition, validate } from '../../rpc/errors';
import { onEvent } from '../../rpc/eventMutation';
import { eventRows } from '../../rpc/eventRows';
import { plainText, richText } from '../../rpc/fields';
import { newId } from '../../rpc/ids';
import { mutate } from '../../rpc/mutation';
import { removeItemsOf } from '../cms';
import { eventFileId } from '../files';
import { LOCATION_REFERENCES, referencesTo } from './references';

const rows = eventRows(locations, 'locationId');

interface LocationFields {
  name: string;
  address?: string;
  description?: string;
  imageId?: string;
}

async function columns(w: Writer, event: EventRow, req: LocationFields) {
  return {
    name: validate(nameRule, req.name, 'name').trim(),
    address: plainText(req.address ?? '', 'address', LIMITS.title),
    description: richText(req.description ?? '', 'description'),
    imageId: await eventFileId(w.tx, event.id, req.imageId ?? '', 'imageId', { image: true }),
  };
}

const changed = (w: Writer, event: EventRow, id: string, removed = false) =>
  w.changed({
    collection: 'locations',
    docId: id,
    eventId: event.id,
    ownerId: event.userId,
    removed,
  });

export function locationsService(deps: Deps): Partial<ServiceImpl<typeof Locations>> {
  return {
    createLocation: (req, ctx) =>
      mutate(deps, ctx, CreateLocationResponseSchema, async (w) => {
        const event = await eventRow(w.tx, req.eventId);
        const values = await columns(w, event, req);
        const id = newId(req.locationId, 'locationId');
        await rows.insert(w, { id, eventId: event.id, ...values });
        changed(w, event, id);
        return { locationId: id };
      }),
    updateLocation: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
        const values = await columns(w, event, req);
        if (await rows.updateMasked(w, event.id, req.locationId, values, req.updateMask)) {
          changed(w, event, req.locationId);
        }
      }),
    deleteLocation: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
        const row = await rows.get(w, event.id, req.locationId);
        const used = await referencesTo(w.tx, LOCATION_REFERENCES, event.id, row.id);
        if (used.length > 0)
          throw failedPrecondition(locationInUseMessage(used), {
            key: LOCATION_IN_USE_KEY,
            values: Object.fromEntries(used),
          });
        await removeItemsOf(w, event, { locationId: row.id });
        await rows.remove(w, event.id, row.id);
        changed(w, event, row.id, true);
      }),
  };
}
