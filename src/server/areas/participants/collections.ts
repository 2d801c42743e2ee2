// events/{eventId}/participants (changes only; rows come from the compact snapshot, see
// snapshotRoute.ts) and events/{eventId}/participants/{clientId} (one participant, in full).
import { create } from '@bufbuild/protobuf';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import type { FormFieldType } from '../../../../generated/manager/model_pb';
import { uuidRule } from '../../../common/rules';
import { participants } from '../../db/schema';
import type { CollectionDescriptor, Loader } from '../../live/descriptors';
import { resolveEventTarget } from '../../live/eventTarget';
import { byDocIds, seconds } from '../../live/refConditions';
import { validate } from '../../rpc/errors';
import { checkInsTarget } from './checkInsTarget';

type ParticipantRow = typeof participants.$inferSelect;

export const participantDocument = (r: ParticipantRow) =>
  create(DocumentSchema, {
    doc: {
      case: 'participant',
      value: {
        clientId: r.id,
        eventId: r.eventId,
        firstName: r.firstName,
        lastName: r.lastName,
        clientPhone: r.clientPhone,
        clientSuspended: r.clientSuspended,
        createdAt: seconds(r.createdAt) ?? 0,
        checkedInAt: seconds(r.checkedInAt) ?? 0,
        doorCode: r.doorCode,
        forms: Object.fromEntries(
          Object.entries(r.answers).map(([formId, answers]) => [
            formId,
            {
              fieldResults: answers.map((a) => ({
                fieldResultId: a.fieldId,
                fieldId: a.fieldId,
                fieldType: a.fieldType as FormFieldType,
                value: a.value,
              })),
            },
          ]),
        ),
      },
    },
  });

const load: Loader = async (q, where) =>
  (await q.select().from(participants).where(where).orderBy(asc(participants.id))).map((r) => ({
    collection: 'participants',
    eventId: r.eventId,
    scope: '',
    docId: r.id,
    document: participantDocument(r),
  }));

export const participantsCollection: CollectionDescriptor = {
  load,
  whereRefs: (refs) => byDocIds(participants.id, refs),
  targets: {
    checkIns: checkInsTarget,
    participants: {
      // No snapshot here: 100,000 documents one by one is what the compact snapshot avoids.
      // A fresh listen follows from now; a listen resumed from the snapshot's token catches up.
      resolve: (request) =>
        resolveEventTarget(request, { collection: 'participants', where: sql`false` }),
    },
    participant: {
      resolve: (request) => {
        const clientId = validate(uuidRule('clientId'), request.params.clientId, 'clientId');
        return resolveEventTarget(request, {
          collection: 'participants',
          where: and(
            eq(participants.eventId, request.params.eventId),
            eq(participants.id, clientId),
          ),
          includes: (d) => d.doc.case === 'participant' && d.doc.value.clientId === clientId,
        });
      },
    },
  },
};
