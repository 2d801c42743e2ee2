// The speaker writes (spec/content.md §7 manager.speakers), each declared once with its
// optimistic effect. A create carries its id (UUID v7), so the new speaker opens at once.
import type { Speaker } from '../../../../generated/manager/model_pb';
import { pickMasked } from '../../../common/updateMask';
import { patchItem } from '../liveCollection';
import type { ItemsDraft } from '../liveCollection';
import { defineQueuedWrite } from '../writes';

export type SpeakersDraft = ItemsDraft<Speaker>;

interface SpeakerFields {
  name?: string;
  positionName?: string;
  companyName?: string;
  bio?: string;
  avatarId?: string;
  backgroundImageId?: string;
  backgroundDesktopImageId?: string;
}

/** Optional fields absent from a request are cleared (the console sends only non-empty ones). */
const fields = (r: SpeakerFields) => ({
  name: r.name ?? '',
  positionName: r.positionName ?? '',
  companyName: r.companyName ?? '',
  bio: r.bio ?? '',
  avatarId: r.avatarId ?? '',
  backgroundImageId: r.backgroundImageId ?? '',
  backgroundDesktopImageId: r.backgroundDesktopImageId ?? '',
});

export const speakerWrites = {
  create: defineQueuedWrite<'speakers', 'createSpeaker', SpeakersDraft>({
    name: 'speakers.create',
    service: 'speakers',
    method: 'createSpeaker',
    docIds: (r) => [r.speakerId ?? ''],
    apply: (draft, r, { createdAt }) => {
      const id = r.speakerId ?? '';
      if (r.eventId !== draft.eventId || !id || draft.items.has(id)) return;
      draft.items.set(id, {
        $typeName: 'manager.Speaker',
        speakerId: id,
        eventId: draft.eventId,
        ...fields(r),
        isHidden: false,
        createdAt: Math.floor(createdAt / 1000),
        pending: true,
      });
    },
  }),
  update: defineQueuedWrite<'speakers', 'updateSpeaker', SpeakersDraft>({
    name: 'speakers.update',
    service: 'speakers',
    method: 'updateSpeaker',
    docIds: (r) => [r.speakerId ?? ''],
    apply: (draft, r) => {
      if (r.eventId === draft.eventId) {
        patchItem(draft, r.speakerId ?? '', pickMasked(fields(r), r.updateMask));
      }
    },
  }),
  hide: defineQueuedWrite<'speakers', 'toHiddenSpeaker', SpeakersDraft>({
    name: 'speakers.hide',
    service: 'speakers',
    method: 'toHiddenSpeaker',
    docIds: (r) => [r.speakerId ?? ''],
    apply: (draft, r) => {
      if (r.eventId === draft.eventId) patchItem(draft, r.speakerId ?? '', { isHidden: true });
    },
  }),
  show: defineQueuedWrite<'speakers', 'fromHiddenSpeaker', SpeakersDraft>({
    name: 'speakers.show',
    service: 'speakers',
    method: 'fromHiddenSpeaker',
    docIds: (r) => [r.speakerId ?? ''],
    apply: (draft, r) => {
      if (r.eventId === draft.eventId) patchItem(draft, r.speakerId ?? '', { isHidden: false });
    },
  }),
};
