// manager.Translations: one text of an event in one language.
import type { ServiceImpl } from '@connectrpc/connect';
import { EmptySchema } from '../../../../generated/manager/events_pb';
import type { Translations } from '../../../../generated/manager/account_pb';
import { LIMITS } from '../../../common/constants';
import { textRule } from '../../../common/rules';
import { languageRule } from '../../../common/languageRule';
import { eventRow } from '../../auth/eventAccess';
import { callMeta } from '../../rpc/context';
import type { Deps } from '../../rpc/deps';
import { invalidArgument, validate } from '../../rpc/errors';
import { richText } from '../../rpc/fields';
import { mutate } from '../../rpc/mutation';
import { quickUpsertTranslate } from './quickUpsert';
import { writeTranslation } from './writeTranslation';

const TRANSLATION_KEY = /^[a-zA-Z0-9_.:-]{1,200}$/;

/** The request's checks, in the general path's order after the event's. */
function translationInput(req: { key: string; value: string }, metaLanguage: string | undefined) {
  if (!TRANSLATION_KEY.test(req.key)) {
    throw invalidArgument('key', 'must be 1–200 characters of [a-zA-Z0-9_.:-].');
  }
  const value = validate(textRule('translationValue', LIMITS.translationValue), req.value, 'value');
  const lang = metaLanguage ? validate(languageRule, metaLanguage, 'language') : null;
  // Values with markup are rendered as HTML by the public app: keep only the safe subset.
  const safe = value.includes('<') ? richText(value, 'value') : value;
  return { lang, key: req.key, value: safe };
}

export function translationsService(deps: Deps): ServiceImpl<typeof Translations> {
  return {
    // The language is the call's `language` metadata (the event language the console shows),
    // else the event's own language.
    upsertTranslate: (req, ctx) =>
      mutate(
        deps,
        ctx,
        EmptySchema,
        async (w) => {
          const event = await eventRow(w.tx, req.eventId);
          const input = translationInput(req, callMeta(ctx).language);
          await writeTranslation(w, event, input.lang ?? event.language, input.key, input.value);
          return {};
        },
        () => quickUpsertTranslate(req.eventId, translationInput(req, callMeta(ctx).language)),
      ),
  };
}
