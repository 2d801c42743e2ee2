// The first step: the forms' answers (or, to sign in again, a phone alone) are checked, and a
// code goes by SMS to the phone. Nothing is created yet: the answers wait with the code's hash.
// A phone alone that has no registration gets the same answer, in the same time, and no SMS, so
// the call tells a stranger nothing about who registered.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { object, string } from 'yup';
import { v7 as uuidv7 } from 'uuid';
import { FormFieldType } from '../../../../../generated/manager/model_pb';
import {
  FORM_LIMITS,
  PHONE_PATTERN,
  REGISTRATION_FORM_ID,
  SURVEY_FORM_ID,
} from '../../../../common/forms';
import type { RegistrationStart, RegistrationStarted } from '../../../../common/publicRegistration';
import type { PublicEvent } from '../../../../common/publicEvent';
import type { Queryable } from '../../../db/database';
import { participants, registrationCodes } from '../../../db/schema';
import { enqueueSms } from '../../../outbox/outbox';
import { checkedFormAnswers, liveFieldsOf } from '../../participants';
import { publicAnswersSchema } from '../feedbackForms';
import type { RegistrationContext } from './context';
import { answer, invalid, refuse, REGISTRATION_LIMITS } from './context';

const formsSchema = object({ answers: publicAnswersSchema(), survey: publicAnswersSchema() })
  .noUnknown()
  .strict();
const phoneSchema = object({ phone: string().required().matches(PHONE_PATTERN) })
  .noUnknown()
  .strict();

/** Both forms' answers and the bodies around them, at their longest. */
export const START_BODY_LIMIT = 2 * FORM_LIMITS.fields * (FORM_LIMITS.answer * 4 + 200);

export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** The event's participant with this phone (as digits), if any. */
export async function participantByPhone(q: Queryable, eventId: string, digits: string) {
  const [row] = await q
    .select({ id: participants.id, suspended: participants.clientSuspended })
    .from(participants)
    .where(
      and(
        eq(participants.eventId, eventId),
        sql`regexp_replace(${participants.clientPhone}, '\\D', '', 'g') = ${digits}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

const PRUNE_EVERY_MS = 3600_000;
let prunedAt = 0;

/** Dead codes are kept a day (for support questions), then deleted, at most once an hour. */
async function pruneOldCodes(ctx: RegistrationContext) {
  const now = ctx.deps.now().getTime();
  if (now - prunedAt < PRUNE_EVERY_MS) return;
  prunedAt = now;
  await ctx.deps.database.db
    .delete(registrationCodes)
    .where(lt(registrationCodes.createdAt, new Date(now - 24 * 3600_000)));
}

function parse(body: unknown): RegistrationStart {
  return body !== null && typeof body === 'object' && 'phone' in body
    ? phoneSchema.validateSync(body)
    : formsSchema.validateSync(body);
}

const smsText = (event: PublicEvent, code: string) =>
  event.language.toLowerCase().startsWith('ru')
    ? `${code} — код для входа в «${event.title || event.eventKey}». Никому его не сообщайте.`
    : `${code} is your code for "${event.title || event.eventKey}". Do not share it.`;

export async function startRegistration(
  ctx: RegistrationContext,
  event: PublicEvent,
  body: unknown,
  reply: FastifyReply,
) {
  const db = ctx.deps.database.db;
  let start: RegistrationStart;
  let phone: string;
  try {
    start = parse(body);
    if ('phone' in start) {
      phone = start.phone;
    } else {
      const given = await checkedFormAnswers(
        db,
        event.eventId,
        REGISTRATION_FORM_ID,
        start.answers,
        'answers',
      );
      await checkedFormAnswers(db, event.eventId, SURVEY_FORM_ID, start.survey, 'survey');
      const found = given.find((a) => a.fieldType === FormFieldType.PHONE)?.value;
      if (!found) {
        const field = (await liveFieldsOf(db, event.eventId, REGISTRATION_FORM_ID)).find(
          (f) => f.fieldType === FormFieldType.PHONE,
        );
        return refuse(reply, 400, 'invalid', 'A phone is needed to send the code to.', {
          ...(field ? { fieldId: field.id } : {}),
        });
      }
      phone = found;
    }
  } catch (error) {
    return invalid(reply, error);
  }
  const digits = phoneDigits(phone);
  if (!(await ctx.byPhone.take(digits)))
    return refuse(reply, 429, null, 'Too many codes for this phone.');
  const known = 'phone' in start ? await participantByPhone(db, event.eventId, digits) : null;
  const sendsCode = !('phone' in start) || known !== null;
  const requestId = uuidv7();
  const code = ctx.credentials.newCode();
  const expiresAt = new Date(ctx.deps.now().getTime() + REGISTRATION_LIMITS.codeSeconds * 1000);
  await pruneOldCodes(ctx);
  const sms = { to: phone, text: smsText(event, code) };
  const register = !('phone' in start);
  await db.transaction(async (tx) => {
    await tx.insert(registrationCodes).values({
      id: requestId,
      eventId: event.eventId,
      phone: digits,
      // A phone with no registration gets a hash of a code nobody was sent.
      codeHash: ctx.credentials.hash(requestId, code),
      expiresAt,
      pending: 'phone' in start ? null : { answers: start.answers, survey: start.survey },
    });
    if (register) await enqueueSms(tx, sms);
  });
  if (!register && sendsCode) {
    // Put in the outbox after the answer, so its time does not tell whether the phone is
    // registered.
    reply.raw.once('finish', () => {
      enqueueSms(db, sms).catch((error: unknown) => {
        ctx.deps.log.error({ err: error }, 'sign-in code not sent');
      });
    });
  }
  const started: RegistrationStarted = {
    requestId,
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
  };
  return answer(reply, 202, started);
}
