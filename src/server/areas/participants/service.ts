// manager.Participants (spec/content.md §7): create from the user-data answers, update one
// answer, suspend / restore, the event's QR code switch, and the export.
import type { ServiceImpl } from '@connectrpc/connect';
import { and, eq } from 'drizzle-orm';
import { CreateParticipantResponseSchema } from '../../../../generated/manager/content_pb';
import type { Participants } from '../../../../generated/manager/content_pb';
import { EmptySchema } from '../../../../generated/manager/events_pb';
import { REGISTRATION_FORM_ID, isParticipantFormId } from '../../../common/forms';
import { uuidRule } from '../../../common/rules';
import { eventChanged, eventRow } from '../../auth/eventAccess';
import { events, participants } from '../../db/schema';
import type { Writer } from '../../db/writer';
import { callMeta, caller } from '../../rpc/context';
import type { Deps } from '../../rpc/deps';
import { invalidArgument, notFound, validate } from '../../rpc/errors';
import { mutate } from '../../rpc/mutation';
import { checkAnswerFiles, checkedAnswer, liveFieldsOf, personOf } from './answers';
import { exportAnswer } from './exportCsv';
import type { ExportLinks } from './exportLink';
import { checkIn } from './checkIn';
import type { CheckInCodes } from './checkInCodes';
import { createParticipant, participantChanged } from './createParticipant';
import { importParticipants } from './importParticipants';
import { storedSnapshotAnswers } from './snapshotAnswers';

const PARTICIPANT_NOT_FOUND = 'Participant not found.';
async function lockedParticipant(w: Writer, eventId: string, clientId: string) {
  const id = validate(uuidRule('clientId'), clientId, 'clientId');
  const [row] = await w.tx
    .select()
    .from(participants)
    .where(and(eq(participants.id, id), eq(participants.eventId, eventId)))
    .for('update');
  if (!row) throw notFound(PARTICIPANT_NOT_FOUND);
  return row;
}

export function participantsService(
  deps: Deps,
  links: ExportLinks,
  codes: CheckInCodes,
): Partial<ServiceImpl<typeof Participants>> {
  const event = (w: Writer, eventId: string) => eventRow(w.tx, eventId);
  const suspend = (suspended: boolean) =>
    ((req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        const ev = await event(w, req.eventId);
        const row = await lockedParticipant(w, ev.id, req.clientId);
        await w.tx
          .update(participants)
          .set({ clientSuspended: suspended, updatedAt: new Date() })
          .where(and(eq(participants.id, row.id), eq(participants.eventId, ev.id)));
        participantChanged(w, ev, row.id);
        return {};
      })) satisfies ServiceImpl<typeof Participants>['clientSuspended'];
  const qrCode = (visible: boolean) =>
    ((req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        const ev = await event(w, req.eventId);
        await w.tx.update(events).set({ qrIsVisible: visible }).where(eq(events.id, ev.id));
        w.changed(eventChanged(ev));
        return {};
      })) satisfies ServiceImpl<typeof Participants>['enableQRCode'];
  return {
    create: (req, ctx) =>
      mutate(deps, ctx, CreateParticipantResponseSchema, async (w) => {
        const ev = await event(w, req.eventId);
        return { clientId: await createParticipant(w, ev, req.clientId, req.registrationFormData) };
      }),
    update: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        const ev = await event(w, req.eventId);
        const formId = req.formId || REGISTRATION_FORM_ID;
        if (!isParticipantFormId(formId)) {
          throw invalidArgument('formId', "must be 'registration' or 'basic_survey_form'.");
        }
        const row = await lockedParticipant(w, ev.id, req.clientId);
        const field = (await liveFieldsOf(w.tx, ev.id, formId)).find(
          (f) => f.id === req.fieldResultId,
        );
        if (!field) throw invalidArgument('fieldResultId', 'no such field in the form.');
        const answer = checkedAnswer(field, req.value, 'value');
        await checkAnswerFiles(w.tx, ev.id, [answer], () => 'value');
        const rest = (row.answers[formId] ?? []).filter((a) => a.fieldId !== field.id);
        const formAnswers = answer.value === '' ? rest : [...rest, answer];
        const answers = { ...row.answers, [formId]: formAnswers };
        const person = formId === REGISTRATION_FORM_ID ? personOf(formAnswers) : {};
        await w.tx
          .update(participants)
          .set({
            answers,
            ...(await storedSnapshotAnswers(w.tx, ev.id, answers)),
            ...person,
            updatedAt: new Date(),
          })
          .where(eq(participants.id, row.id));
        participantChanged(w, ev, row.id);
        return {};
      }),
    clientSuspended: suspend(true),
    clientUnSuspended: suspend(false),
    enableQRCode: qrCode(true),
    disableQRCode: qrCode(false),
    exportToCSV: async (req, ctx) => {
      const user = await caller(ctx, deps.tokens);
      const ev = await eventRow(deps.database.db, req.eventId, { forWrite: false });
      return exportAnswer(
        deps.database,
        ev.id,
        callMeta(ctx).language,
        links,
        deps.files,
        deps.now().getTime(),
        user.sid,
      );
    },
    checkIn: (req, ctx) => checkIn(deps, codes, req, ctx),
    importParticipants: (req, ctx) => importParticipants(deps, req, ctx),
  };
}
