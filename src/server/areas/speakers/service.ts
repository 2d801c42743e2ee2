// manager.Speakers (spec/content.md §7): create and update a speaker, hide and show it.
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import {
  CreateSpeakerResponseSchema,
  type Speakers,
} from '../../../../generated/manager/content_pb';
import { EmptySchema } from '../../../../generated/manager/events_pb';
import { eventRow } from '../../auth/eventAccess';
import type { EventRow } from '../../auth/eventAccess';
import { speakers } from '../../db/schema';
import type { Writer } from '../../db/writer';
import type { Deps } from '../../rpc/deps';
import { imageId } from '../../rpc/fields';
import { newId } from '../../rpc/ids';
import { mutate } from '../../rpc/mutation';
import { assertFilesIn } from '../files';
import { itemWrites } from '../../rpc/itemWrites';
import { speakerTexts } from './fields';
import type { SpeakerFields } from './fields';
import { quickCreateSpeaker } from './quickCreate';

/** The speaker's columns from a request, checked; absent optional fields become ''. */
async function speakerValues(w: Writer, event: EventRow, req: SpeakerFields) {
  const images = {
    avatarId: imageId(req.avatarId ?? '', 'avatarId'),
    backgroundImageId: imageId(req.backgroundImageId ?? '', 'backgroundImageId'),
    backgroundDesktopImageId: imageId(
      req.backgroundDesktopImageId ?? '',
      'backgroundDesktopImageId',
    ),
  };
  await assertFilesIn(w.tx, { eventId: event.id }, images, { images: true });
  return { ...speakerTexts(req), ...images };
}

export function speakersService(deps: Deps): Partial<ServiceImpl<typeof Speakers>> {
  const rows = itemWrites({
    table: speakers,
    id: speakers.id,
    eventId: speakers.eventId,
    collection: 'speakers',
    idField: 'speakerId',
  });
  const setHidden =
    (isHidden: boolean) => (req: { eventId: string; speakerId: string }, ctx: HandlerContext) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        const event = await eventRow(w.tx, req.eventId);
        await rows.update(w, event, req.speakerId, { isHidden });
        return {};
      });
  return {
    createSpeaker: (req, ctx) =>
      mutate(
        deps,
        ctx,
        CreateSpeakerResponseSchema,
        async (w) => {
          const event = await eventRow(w.tx, req.eventId);
          const id = newId(req.speakerId, 'speakerId');
          await rows.insert(w, event, id, await speakerValues(w, event, req));
          return { speakerId: id };
        },
        () => quickCreateSpeaker(req),
      ),
    updateSpeaker: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        const event = await eventRow(w.tx, req.eventId);
        await rows.update(
          w,
          event,
          req.speakerId,
          await speakerValues(w, event, req),
          req.updateMask,
        );
        return {};
      }),
    toHiddenSpeaker: setHidden(true),
    fromHiddenSpeaker: setHidden(false),
  };
}
