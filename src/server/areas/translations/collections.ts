// The translations of an event (one target per language) and the global default wording that
// every organiser reads.
import { create } from '@bufbuild/protobuf';
import { and, eq } from 'drizzle-orm';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { languageRule } from '../../../common/languageRule';
import { defaultKeys, translations } from '../../db/schema';
import type { CollectionDescriptor, Loader } from '../../live/descriptors';
import { resolveEventTarget } from '../../live/eventTarget';
import { byDocIds, byEventAnd } from '../../live/refConditions';
import { validate } from '../../rpc/errors';

const loadTranslations: Loader = async (q, where) =>
  (await q.select().from(translations).where(where)).map((t) => ({
    collection: 'translations',
    eventId: t.eventId,
    scope: t.lang,
    docId: t.key,
    document: create(DocumentSchema, {
      doc: {
        case: 'translation',
        value: { eventId: t.eventId, lang: t.lang, key: t.key, value: t.value },
      },
    }),
  }));

const loadDefaultKeys: Loader = async (q, where) =>
  (await q.select().from(defaultKeys).where(where).orderBy(defaultKeys.sort)).map((k) => ({
    collection: 'default_keys',
    eventId: null,
    scope: '',
    docId: k.key,
    document: create(DocumentSchema, {
      doc: {
        case: 'defaultKey',
        value: { key: k.key, group: k.group, sort: k.sort, texts: k.texts, show: k.show },
      },
    }),
  }));

export const translationsCollection: CollectionDescriptor = {
  load: loadTranslations,
  whereRefs: (refs) =>
    byEventAnd(translations.eventId, translations.key, refs, (r) => eq(translations.lang, r.scope)),
  targets: {
    translations: {
      resolve: (request) => {
        const lang = validate(languageRule, request.params.lang, 'lang');
        return resolveEventTarget(request, {
          collection: 'translations',
          where: and(eq(translations.eventId, request.params.eventId), eq(translations.lang, lang)),
          scope: lang,
        });
      },
    },
  },
};

export const defaultKeysCollection: CollectionDescriptor = {
  load: loadDefaultKeys,
  whereRefs: (refs) => byDocIds(defaultKeys.key, refs),
  targets: {
    defaultKeys: {
      resolve: async ({ load }) => ({
        selector: { collection: 'default_keys' },
        includes: () => true,
        snapshot: (db) => load(db, undefined),
      }),
    },
  },
};
