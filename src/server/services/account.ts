// manager.Organizers (the organisation of the signed-in account) and manager.Translations.
import type { ServiceImpl } from '@connectrpc/connect';
import { eq, sql } from 'drizzle-orm';
import { EmptySchema } from '../../../generated/manager/events_pb';
import { SetOrgInfoResponseSchema } from '../../../generated/manager/account_pb';
import type { Organizers, Translations } from '../../../generated/manager/account_pb';
import { LIMITS } from '../../common/constants';
import { keyFromTitle, keyVariant } from '../../common/eventKey';
import { languageRule, orgNameRule, textRule } from '../../common/rules';
import type { Queryable } from '../db/database';
import { organisations } from '../db/schema';
import { callMeta } from '../rpc/context';
import type { Deps } from '../rpc/deps';
import { invalidArgument, validate } from '../rpc/errors';
import { mutate } from '../rpc/mutation';
import { ownedEvent } from './eventAccess';
import { imageId, richText, writeTranslation } from './eventFields';

const TRANSLATION_KEY = /^[a-zA-Z0-9_.:-]{1,200}$/;

/** The organisation's URL key: derived from its name, unique among organisations. */
async function freeOrgKey(q: Queryable, name: string, uid: string): Promise<string> {
  const base = keyFromTitle(name);
  for (let n = 1; n < 50; n += 1) {
    const candidate = n === 1 ? base : keyVariant(base, n);
    const [holder] = await q
      .select({ id: organisations.id })
      .from(organisations)
      .where(sql`lower(${organisations.orgKey}) = ${candidate.toLowerCase()}`);
    if (!holder || holder.id === uid) return candidate;
  }
  return keyVariant(base, Math.floor(1000 + Math.random() * 9000));
}

export function organizersService(deps: Deps): ServiceImpl<typeof Organizers> {
  return {
    setOrgInfo: (req, ctx) =>
      mutate(deps, ctx, SetOrgInfoResponseSchema, async (w, user) => {
        const orgName = validate(orgNameRule, req.orgName, 'orgName');
        const orgKey = await freeOrgKey(w.tx, orgName, user.uid);
        await w.tx
          .insert(organisations)
          .values({ id: user.uid, orgName, orgKey })
          .onConflictDoUpdate({
            target: organisations.id,
            set: { orgName, orgKey, updatedAt: new Date() },
          });
        w.changed({ collection: 'organisations', docId: user.uid, ownerId: user.uid });
        return { orgId: user.uid, filteredOrgKey: orgKey };
      }),

    setOrgImages: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w, user) => {
        const values: Partial<typeof organisations.$inferInsert> = { updatedAt: new Date() };
        if (req.brandImageUrl !== undefined) {
          if (req.brandImageUrl && !/^https?:\/\/[^\s]{1,2000}$/.test(req.brandImageUrl)) {
            throw invalidArgument('brandImageUrl', 'must be an http(s) URL.');
          }
          values.brandImageUrl = req.brandImageUrl;
        }
        if (req.mainImageId !== undefined)
          values.mainImageId = imageId(req.mainImageId, 'mainImageId');
        await w.tx.update(organisations).set(values).where(eq(organisations.id, user.uid));
        w.changed({ collection: 'organisations', docId: user.uid, ownerId: user.uid });
        return {};
      }),
  };
}

export function translationsService(deps: Deps): ServiceImpl<typeof Translations> {
  return {
    // The language is the call's `language` metadata (the event language the console shows),
    // else the event's own language.
    upsertTranslate: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w, user) => {
        const event = await ownedEvent(w.tx, user.uid, req.eventId);
        if (!TRANSLATION_KEY.test(req.key)) {
          throw invalidArgument('key', 'must be 1–200 characters of [a-zA-Z0-9_.:-].');
        }
        const value = validate(
          textRule('translationValue', LIMITS.translationValue),
          req.value,
          'value',
        );
        const metaLanguage = callMeta(ctx).language;
        const lang = metaLanguage
          ? validate(languageRule, metaLanguage, 'language')
          : event.language;
        // Values with markup are rendered as HTML by the public app: keep only the safe subset.
        const safe = value.includes('<') ? richText(value, 'value') : value;
        await writeTranslation(w, event, lang, req.key, safe);
        return {};
      }),
  };
}
