// The organisations collection: the account's organisation with its e-mail state (verified;
// the last mail it asked for given up), readable by the account alone.
import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { eq, sql } from 'drizzle-orm';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { organisations, outbox, users } from '../../db/schema';
import type { CollectionDescriptor, Loader } from '../../live/descriptors';
import { byDocIds } from '../../live/refConditions';

const loadOrganisations: Loader = async (q, where) => {
  const rows = await q
    .select({
      o: organisations,
      email: users.email,
      emailVerified: users.emailVerified,
      // The newest mail the account asked for was given up (outbox_requested_by's index).
      lastMailFailed: sql<boolean>`coalesce((SELECT ${outbox.failedAt} IS NOT NULL FROM ${outbox}
        WHERE ${outbox.requestedBy} = ${users.id} AND ${outbox.channel} = 'mail'
        ORDER BY ${outbox.createdAt} DESC LIMIT 1), false)`,
    })
    .from(organisations)
    .innerJoin(users, eq(users.id, organisations.id))
    .where(where);
  return rows.map(({ o, email, emailVerified, lastMailFailed }) => ({
    collection: 'organisations',
    eventId: null,
    scope: '',
    docId: o.id,
    document: create(DocumentSchema, {
      doc: {
        case: 'organisation',
        value: {
          id: o.id,
          orgName: o.orgName,
          orgKey: o.orgKey ?? '',
          brandImageUrl: o.brandImageUrl,
          mainImageId: o.mainImageId,
          email,
          emailVerified,
          lastMailFailed,
        },
      },
    }),
  }));
};

export const organisationsCollection: CollectionDescriptor = {
  load: loadOrganisations,
  whereRefs: (refs) => byDocIds(organisations.id, refs),
  targets: {
    organisation: {
      resolve: async ({ uid, params, load }) => {
        if (params.uid !== uid) throw new ConnectError('Not found.', Code.NotFound);
        return {
          selector: { collection: 'organisations', ownerId: uid },
          includes: () => true,
          snapshot: (db) => load(db, eq(organisations.id, uid)),
        };
      },
    },
  },
};
