// The attendee app's feedback endpoints under the public API: the published event's feedback
// forms, and one attendee's answers to one of them. Answers are checked by the same rules as a
// participant's (src/common/forms via the participants area) and stored with a change record,
// so the organiser's results table shows them live. An event that asks for registration takes
// answers from its registered, unsuspended participants only (the access token the code
// bought). Limited per address; a refusal says why in English for callers, and the app shows
// its own texts (it checks the same rules first).
import { ConnectError } from '@connectrpc/connect';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { object, string, ValidationError } from 'yup';
import { FORM_LIMITS, isFeedbackFormId } from '../../../common/forms';
import type { PublicFeedbackSend } from '../../../common/publicFeedback';
import { PUBLIC_API_PATH } from '../../../common/publicEvent';
import { EVENT_KEY_PATTERN, UUID_PATTERN } from '../../../common/rules';
import { events, feedbackAnswers, forms } from '../../db/schema';
import { inTransaction } from '../../db/writer';
import type { Deps } from '../../rpc/deps';
import { checkedFormAnswers } from '../participants';
import { TokenBuckets } from '../statistics';
import { feedbackFormsOf, publicAnswersSchema } from './feedbackForms';
import type { PublicCache } from './publicCache';
import { RegistrationCredentials } from './registration/credentials';
import { checkedAccess, SUSPENDED } from './registration/me';
import { isPublic } from './snapshot';

const FEEDBACKS = `${PUBLIC_API_PATH}/events/:key/feedbacks`;
// Every field answered at its longest, with room for the JSON around it.
const BODY_LIMIT = FORM_LIMITS.fields * (FORM_LIMITS.answer * 4 + 200);
// A venue's Wi-Fi puts hundreds of attendees behind one address, all sending after a talk.
export const FEEDBACK_ADDRESS_LIMITS = { capacity: 60, refillPerSecond: 2 };

const sendSchema = object({
  id: string().required().matches(UUID_PATTERN),
  answers: publicAnswersSchema(),
})
  .noUnknown()
  .strict();

type Params = { Params: { key: string; formId?: string } };

export function feedbackRoutes(fastify: FastifyInstance, cache: PublicCache, deps: Deps) {
  const db = deps.database.db;
  const credentials = new RegistrationCredentials(deps.config.secret);
  const byAddress = new TokenBuckets(
    'feedback-address',
    FEEDBACK_ADDRESS_LIMITS,
    deps.database,
    deps.now,
  );
  const refuse = (reply: FastifyReply, code: number, error: string) =>
    reply.code(code).header('cache-control', 'no-store').send({ error });
  const publicEvent = async (key: string) =>
    EVENT_KEY_PATTERN.test(key) ? ((await cache.byKey(key))?.event ?? null) : null;

  fastify.get<Params>(FEEDBACKS, async (req, reply) => {
    if (!(await byAddress.take(req.ip))) return refuse(reply, 429, 'Too many requests.');
    const event = await publicEvent(req.params.key);
    if (!event) return refuse(reply, 404, 'Not found.');
    const list = await feedbackFormsOf(db, event.eventId);
    return reply.header('cache-control', 'no-cache').send({ forms: list });
  });

  fastify.post<Params>(`${FEEDBACKS}/:formId`, { bodyLimit: BODY_LIMIT }, async (req, reply) => {
    if (!(await byAddress.take(req.ip))) return refuse(reply, 429, 'Too many requests.');
    const formId = req.params.formId ?? '';
    const event = await publicEvent(req.params.key);
    if (!event || !isFeedbackFormId(formId)) return refuse(reply, 404, 'Not found.');
    if (event.registration.required) {
      const access = await checkedAccess(
        deps.database,
        credentials,
        event.eventId,
        req.headers.authorization,
        deps.now(),
      );
      if (access.status === 401) {
        return refuse(reply, 401, 'This event asks for registration: register to send feedback.');
      }
      if (access.status === 403) return refuse(reply, 403, SUSPENDED);
    }
    let body: PublicFeedbackSend;
    try {
      body = sendSchema.validateSync(req.body);
    } catch (error) {
      if (error instanceof ValidationError) return refuse(reply, 400, error.message);
      throw error;
    }
    try {
      const stored = await inTransaction(deps.database, async (w) => {
        const [row] = await w.tx
          .select({
            userId: events.userId,
            publishedAt: events.publishedAt,
            isArchive: events.isArchive,
          })
          .from(events)
          .innerJoin(forms, and(eq(forms.eventId, events.id), eq(forms.formId, formId)))
          .where(eq(events.id, event.eventId));
        if (!row || !isPublic(row)) return false;
        const answers = await checkedFormAnswers(
          w.tx,
          event.eventId,
          formId,
          body.answers,
          'answers',
        );
        const inserted = await w.tx
          .insert(feedbackAnswers)
          .values({ id: body.id, eventId: event.eventId, formId, answers })
          .onConflictDoNothing()
          .returning({ id: feedbackAnswers.id });
        if (inserted.length > 0) {
          w.changed({
            collection: 'feedbackAnswers',
            docId: body.id,
            eventId: event.eventId,
            ownerId: row.userId,
            scope: formId,
          });
        }
        return true;
      });
      return stored ? reply.code(204).send() : refuse(reply, 404, 'Not found.');
    } catch (error) {
      if (error instanceof ConnectError) return refuse(reply, 400, error.rawMessage);
      throw error;
    }
  });
}
