// A new participant from the registration (user-data) answers: used by the organiser's Create
// and, later, by the attendee app's own registration, inside the caller's write transaction.
import { Code, ConnectError } from '@connectrpc/connect';
import { and, eq } from 'drizzle-orm';
import { REGISTRATION_FORM_ID } from '../../../common/forms';
import type { EventRow } from '../../auth/eventAccess';
import { forms, participants } from '../../db/schema';
import type { StoredAnswer, StoredAnswers } from '../../db/schema';
import type { Queryable } from '../../db/database';
import type { Writer } from '../../db/writer';
import { newId } from '../../rpc/ids';
import { checkedFormAnswers, personOf } from './answers';
import { fieldsKey, snapshotAnswersText, snapshotFields } from './snapshotAnswers';

const DATA = 'registrationFormData';

export const participantChanged = (w: Writer, event: EventRow, clientId: string) =>
  w.changed({
    collection: 'participants',
    docId: clientId,
    eventId: event.id,
    ownerId: event.userId,
  });

/** The registration form, which every participant answers; refused when not set up. */
export async function assertRegistrationForm(q: Queryable, eventId: string) {
  const [form] = await q
    .select({ formId: forms.formId })
    .from(forms)
    .where(and(eq(forms.eventId, eventId), eq(forms.formId, REGISTRATION_FORM_ID)));
  if (!form) {
    throw new ConnectError('The registration form is not set up.', Code.FailedPrecondition);
  }
}

/** Create's answers: each a live registration field, once; every required field answered. */
async function registrationAnswers(
  w: Writer,
  eventId: string,
  data: { fieldId: string; value: string }[],
): Promise<StoredAnswer[]> {
  await assertRegistrationForm(w.tx, eventId);
  return checkedFormAnswers(w.tx, eventId, REGISTRATION_FORM_ID, data, DATA);
}

/** A participant to insert: its id and its answers by form. */
export interface NewParticipant {
  id: string;
  answers: StoredAnswers;
}

/**
 * Inserts participants in one statement and returns the ids it inserted: an id that exists is
 * skipped. Each one inserted gets its live change record.
 */
export async function insertParticipants(
  w: Writer,
  event: EventRow,
  rows: readonly NewParticipant[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  // The snapshot's ready answers (snapshotAnswers.ts), formed for the event's fields once a batch.
  const fields = await snapshotFields(w.tx, event.id);
  const snapshotKey = fieldsKey(fields);
  const inserted = await w.tx
    .insert(participants)
    .values(
      rows.map((r) => ({
        id: r.id,
        eventId: event.id,
        ...personOf(r.answers[REGISTRATION_FORM_ID] ?? []),
        answers: r.answers,
        snapshotAnswers: snapshotAnswersText(fields, r.answers),
        snapshotFields: snapshotKey,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: participants.id });
  for (const { id } of inserted) participantChanged(w, event, id);
  return inserted.map((r) => r.id);
}

/**
 * Inserts the participant (client-generated id, or a new one) and returns its id. `more`: the
 * answers of other forms, already checked (the survey of a registration in the app).
 */
export async function createParticipant(
  w: Writer,
  event: EventRow,
  clientIdInput: string,
  data: { fieldId: string; value: string }[],
  more: StoredAnswers = {},
): Promise<string> {
  const answers = await registrationAnswers(w, event.id, data);
  const clientId = newId(clientIdInput, 'clientId');
  const inserted = await insertParticipants(w, event, [
    { id: clientId, answers: { ...more, [REGISTRATION_FORM_ID]: answers } },
  ]);
  if (inserted.length === 0) {
    throw new ConnectError('clientId: a participant with this id exists.', Code.AlreadyExists);
  }
  return clientId;
}
