// manager.Events, an event's preferences (spec/console.md §2.21): set or delete one key.
import { Code, ConnectError } from '@connectrpc/connect';
import type { ServiceImpl } from '@connectrpc/connect';
import { and, eq } from 'drizzle-orm';
import type { Events } from '../../../../generated/manager/events_pb';
import { preferences } from '../../db/schema';
import type { Deps } from '../../rpc/deps';
import { onEvent } from '../../rpc/eventMutation';
import { preferenceKey, preferencePayload } from './validation';

export function preferencesService(deps: Deps): Partial<ServiceImpl<typeof Events>> {
  return {
    updateEventPreferenceByKey: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
        const key = preferenceKey(req.key);
        const payload = preferencePayload(key, req.preference?.payload ?? {});
        await w.tx
          .insert(preferences)
          .values({ eventId: event.id, key, payload })
          .onConflictDoUpdate({
            target: [preferences.eventId, preferences.key],
            set: { payload, updatedAt: new Date() },
          });
        w.changed({
          collection: 'preferences',
          docId: key,
          eventId: event.id,
          ownerId: event.userId,
        });
      }),

    deleteEventPreferenceByKey: (req, ctx) =>
      onEvent(deps, req, ctx, async (w, event) => {
        const key = preferenceKey(req.key);
        const deleted = await w.tx
          .delete(preferences)
          .where(and(eq(preferences.eventId, event.id), eq(preferences.key, key)))
          .returning({ key: preferences.key });
        if (deleted.length === 0)
          throw new ConnectError(`key: no preference '${key}'.`, Code.NotFound);
        w.changed({
          collection: 'preferences',
          docId: key,
          eventId: event.id,
          ownerId: event.userId,
          removed: true,
        });
      }),
  };
}
