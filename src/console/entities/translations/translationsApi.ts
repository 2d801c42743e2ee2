// The wording write (spec/console.md §2.20) as a queued RTK Query mutation: one UpsertTranslate
// per field, sent in the event language of the moment; reconcileTranslations shows it meanwhile.
import { api } from '../../app/api';
import { enqueueWrite } from '../../offline/enqueueWrite';
import { queued } from '../../offline/queuedMutation';

export interface UpsertTranslationArgs {
  eventId: string;
  key: string;
  value: string;
}

export const translationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    upsertTranslation: build.mutation<null, UpsertTranslationArgs>({
      // The live document of a translation has the key as its id: its echo ends the write.
      queryFn: ({ eventId, key, value }, { dispatch }) =>
        queued(
          dispatch,
          enqueueWrite('translations', 'upsertTranslate', { eventId, key, value }, [key]),
        ),
    }),
  }),
});

export const { useUpsertTranslationMutation } = translationsApi;
