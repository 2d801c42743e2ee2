// The speaker writes as queued RTK Query mutations: each resolves once queued.
import type { UpdateMask } from '../../../common/updateMask';
import { api } from '../../app/api';
import { queued } from '../writes';
import { speakerWrites } from './speakerWrites';

/** The fields of a create or an update: optional ones are left out when empty. */
export interface SpeakerRequest {
  eventId: string;
  speakerId: string;
  name: string;
  positionName?: string;
  companyName?: string;
  bio?: string;
  avatarId?: string;
  backgroundImageId?: string;
  /** Set by an update: the fields it changes (the others keep their values). */
  updateMask?: UpdateMask;
}

export const speakersApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSpeaker: build.mutation<null, SpeakerRequest>({
      queryFn: (args, { dispatch }) => queued(dispatch, speakerWrites.create, args),
    }),
    /** Saves the fields, then hides or shows the speaker when that changed (spec/content.md §2.6). */
    updateSpeaker: build.mutation<null, SpeakerRequest & { isHidden?: boolean }>({
      queryFn: ({ isHidden, ...request }, { dispatch }) => {
        const saved = queued(dispatch, speakerWrites.update, request);
        if ('error' in saved) return saved;
        const ids = { eventId: request.eventId, speakerId: request.speakerId };
        if (isHidden === undefined) return saved;
        return queued(dispatch, isHidden ? speakerWrites.hide : speakerWrites.show, ids);
      },
    }),
  }),
});

export const { useCreateSpeakerMutation, useUpdateSpeakerMutation } = speakersApi;
