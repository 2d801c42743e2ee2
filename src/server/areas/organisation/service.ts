// manager.Organizers: the organisation of the signed-in account (its name, URL key and
// images). The proto service is named after the organisers; what it edits is their organisation.
import type { ServiceImpl } from '@connectrpc/connect';
import { eq, sql } from 'drizzle-orm';
import { EmptySchema } from '../../../../generated/manager/events_pb';
import { SetOrgInfoResponseSchema } from '../../../../generated/manager/account_pb';
import type { Organizers } from '../../../../generated/manager/account_pb';
import { keyFromTitle, keyVariant } from '../../../common/eventKey';
import { orgNameRule } from '../../../common/rules';
import type { Queryable } from '../../db/database';
import { organisations } from '../../db/schema';
import type { Deps } from '../../rpc/deps';
import { invalidArgument, validate } from '../../rpc/errors';
import { imageId } from '../../rpc/fields';
import { assertFilesIn } from '../files';
import { mutate } from '../../rpc/mutation';

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

export function organisationService(deps: Deps): ServiceImpl<typeof Organizers> {
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
        await assertFilesIn(w.tx, { ownerId: user.uid }, { mainImageId: values.mainImageId });
        await w.tx.update(organisations).set(values).where(eq(organisations.id, user.uid));
        w.changed({ collection: 'organisations', docId: user.uid, ownerId: user.uid });
        return {};
      }),
  };
}
