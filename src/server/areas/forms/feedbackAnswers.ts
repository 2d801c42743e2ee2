// The answers attendees sent to a feedback form (events/{eventId}/forms/{formId}/answers):
// readable by the event's owner only, oldest first, like the rows of a results table.
import { create } from '@bufbuild/protobuf';
import { and, asc, eq } from 'drizzle-orm';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import type { FormFieldType } from '../../../../generated/manager/model_pb';
import { feedbackAnswers } from '../../db/schema';
import type { CollectionDescriptor, Loader } from '../../live/descriptors';
import { resolveEventTarget } from '../../live/eventTarget';
import { byDocIds, seconds } from '../../live/refConditions';

const loadAnswers: Loader = async (q, where) =>
  (await q.select().from(feedbackAnswers).where(where).orderBy(asc(feedbackAnswers.id))).map(
    (r) => ({
      collection: 'feedbackAnswers',
      eventId: r.eventId,
      scope: r.formId,
      docId: r.id,
      document: create(DocumentSchema, {
        doc: {
          case: 'feedbackAnswer',
          value: {
            answerId: r.id,
            eventId: r.eventId,
            formId: r.formId,
            createdAt: seconds(r.createdAt),
            fieldResults: r.answers.map((a) => ({
              fieldResultId: a.fieldId,
              fieldId: a.fieldId,
              fieldType: a.fieldType as FormFieldType,
              value: a.value,
            })),
          },
        },
      }),
    }),
  );

export const feedbackAnswersCollection: CollectionDescriptor = {
  load: loadAnswers,
  whereRefs: (refs) => byDocIds(feedbackAnswers.id, refs),
  targets: {
    feedbackAnswers: {
      resolve: (request) =>
        resolveEventTarget(request, {
          collection: 'feedbackAnswers',
          scope: request.params.formId,
          where: and(
            eq(feedbackAnswers.eventId, request.params.eventId),
            eq(feedbackAnswers.formId, request.params.formId),
          ),
        }),
    },
  },
};
