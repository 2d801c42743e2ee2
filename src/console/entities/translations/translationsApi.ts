// The wording write (spec/console.md §2.20) as a queued RTK Query mutation: one UpsertTranslate
// per field, sent in the event language of the moment; reconcileTranslations shows it meanwhile.
import { api } from '../../app/api';
import { queued } from '../writes';
import { translationWrites } from './translationWrites';

export interface UpsertTranslationArgs {
  eventId: string;
  key: string;
  value: string;
}

export const translationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    upsertTranslation: build.mutation<null, UpsertTranslationArgs>({
      queryFn: ({ eventId, key, value }, { dispatch }) =>
        queued(dispatch, translationWrites.upsert, { eventId, key, value }),
    }),
  }),
});

export const { useUpsertTranslationMutation } = translationsApi;
