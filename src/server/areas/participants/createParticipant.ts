// A new participant from the registration (user-data) answers: used by the organiser's Create
// and, later, by the attendee app's own registration, inside the caller's write transaction.
import { Code, ConnectError } from '@connectrpc/connect';
import { and, eq } from 'drizzle-orm';
import { REGISTRATION_FORM_ID } from '../../../common/forms';
import type { EventRow } from '../../auth/eventAccess';
import { forms, participants } from '../../db/schema';
import type { StoredAnswer } from '../../db/schema';
import type { Writer } from '../../db/writer';
import { newId } from '../../rpc/ids';
import { checkedFormAnswers, personOf } from './answers';
import { storedSnapshotAnswers } from './snapshotAnswers';

const DATA = 'registrationFormData';

export const participantChanged = (w: Writer, event: EventRow, clientId: string) =>
  w.changed({
    collection: 'participants',
    docId: clientId,
    eventId: event.id,
    ownerId: event.userId,
  });

/** Create's answers: each a live registration field, once; every required field answered. */
async function registrationAnswers(
  w: Writer,
  eventId: string,
  data: { fieldId: string; value: string }[],
): Promise<StoredAnswer[]> {
  const [form] = await w.tx
    .select({ formId: forms.formId })
    .from(forms)
    .where(and(eq(forms.eventId, eventId), eq(forms.formId, REGISTRATION_FORM_ID)));
  if (!form) {
    throw new ConnectError('The registration form is not set up.', Code.FailedPrecondition);
  }
  return checkedFormAnswers(w.tx, eventId, REGISTRATION_FORM_ID, data, DATA);
}

/** Inserts the participant (client-generated id, or a new one) and returns its id. */
export async function createParticipant(
  w: Writer,
  event: EventRow,
  clientIdInput: string,
  data: { fieldId: string; value: string }[],
): Promise<string> {
  const answers = await registrationAnswers(w, event.id, data);
  const clientId = newId(clientIdInput, 'clientId');
  const stored = { [REGISTRATION_FORM_ID]: answers };
  const inserted = await w.tx
    .insert(participants)
    .values({
      id: clientId,
      eventId: event.id,
      ...personOf(answers),
      answers: stored,
      ...(await storedSnapshotAnswers(w.tx, event.id, stored)),
    })
    .onConflictDoNothing()
    .returning({ id: participants.id });
  if (inserted.length === 0) {
    throw new ConnectError('clientId: a participant with this id exists.', Code.AlreadyExists);
  }
  participantChanged(w, event, clientId);
  return clientId;
}
