// The second step: the code from the SMS buys the access token. A code is single use, dies
// after REGISTRATION_LIMITS.codeSeconds and takes a few guesses. A phone already registered in
// the event signs in as that participant; otherwise the participant is created here, by the
// participants area's own Create path (so it appears live in the console), with the survey's
// answers beside the user data. The event row is locked so two codes for one phone, confirmed
// at once, cannot make two participants.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { object, string } from 'yup';
import { SURVEY_FORM_ID } from '../../../../common/forms';
import type {
  RegistrationConfirm,
  RegistrationGranted,
} from '../../../../common/publicRegistration';
import { UUID_PATTERN } from '../../../../common/rules';
import { events, registrationCodes } from '../../../db/schema';
import type { StoredAnswers } from '../../../db/schema';
import { inTransaction } from '../../../db/writer';
import { checkedFormAnswers, createParticipant } from '../../participants';
import { isPublic } from '../snapshot';
import type { RegistrationContext } from './context';
import { answer, invalid, refuse, REGISTRATION_LIMITS } from './context';
import { participantByPhone } from './start';

const confirmSchema = object({
  requestId: string().required().matches(UUID_PATTERN),
  code: string().required().max(20),
})
  .noUnknown()
  .strict();

type Outcome =
  | { granted: RegistrationGranted }
  | { status: 404 }
  | {
      status: 400 | 403;
      reason: 'wrong' | 'expired' | 'used' | 'attempts' | 'suspended';
      attemptsLeft?: number;
    };

export async function confirmRegistration(
  ctx: RegistrationContext,
  eventId: string,
  body: unknown,
  reply: FastifyReply,
) {
  let given: RegistrationConfirm;
  try {
    given = confirmSchema.validateSync(body);
  } catch (error) {
    return invalid(reply, error);
  }
  const now = ctx.deps.now();
  const max = REGISTRATION_LIMITS.attemptsPerCode;
  let outcome: Outcome;
  try {
    outcome = await inTransaction(ctx.deps.database, async (w): Promise<Outcome> => {
      const [row] = await w.tx
        .select()
        .from(registrationCodes)
        .where(
          and(eq(registrationCodes.id, given.requestId), eq(registrationCodes.eventId, eventId)),
        )
        .for('update');
      if (!row) return { status: 404 };
      if (row.usedAt) return { status: 400, reason: 'used' };
      if (row.expiresAt <= now) return { status: 400, reason: 'expired' };
      if (row.attempts >= max) return { status: 400, reason: 'attempts' };
      if (!ctx.credentials.matches(row.id, given.code.trim(), row.codeHash)) {
        await w.tx
          .update(registrationCodes)
          .set({ attempts: sql`${registrationCodes.attempts} + 1` })
          .where(and(eq(registrationCodes.id, row.id), eq(registrationCodes.eventId, eventId)));
        const attemptsLeft = max - row.attempts - 1;
        return { status: 400, reason: attemptsLeft > 0 ? 'wrong' : 'attempts', attemptsLeft };
      }
      await w.tx
        .update(registrationCodes)
        .set({ usedAt: now })
        .where(and(eq(registrationCodes.id, row.id), eq(registrationCodes.eventId, eventId)));
      const [event] = await w.tx.select().from(events).where(eq(events.id, eventId)).for('update');
      if (!event || !isPublic(event)) return { status: 404 };
      const known = await participantByPhone(w.tx, eventId, row.phone);
      if (known?.suspended) return { status: 403, reason: 'suspended' };
      let clientId = known?.id;
      if (!clientId) {
        if (!row.pending) return { status: 404 };
        const survey = await checkedFormAnswers(
          w.tx,
          eventId,
          SURVEY_FORM_ID,
          row.pending.survey,
          'survey',
        );
        // One insert with both forms: the participant's stored snapshot line covers the survey.
        const more: StoredAnswers = survey.length > 0 ? { [SURVEY_FORM_ID]: survey } : {};
        clientId = await createParticipant(w, event, '', row.pending.answers, more);
      }
      return { granted: { clientId, token: ctx.credentials.token(eventId, clientId, now) } };
    });
  } catch (error) {
    return invalid(reply, error);
  }
  if ('granted' in outcome) return answer(reply, 200, outcome.granted);
  if (outcome.status === 404) return refuse(reply, 404, null, 'Not found.');
  const { status, reason, attemptsLeft } = outcome;
  return refuse(
    reply,
    status,
    reason,
    MESSAGES[reason],
    attemptsLeft === undefined ? {} : { attemptsLeft },
  );
}

const MESSAGES = {
  wrong: 'The code is wrong.',
  expired: 'The code has expired; ask for a new one.',
  used: 'The code has been used; ask for a new one.',
  attempts: 'Too many wrong codes; ask for a new one.',
  suspended: 'The organiser has suspended this participant.',
};
