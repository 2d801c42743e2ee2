// One participant as the console screens use it, whether it came from a snapshot row or from a
// live document: answers by form id, then by field id.
import type { Participant } from '../../../../generated/manager/model_pb';
import { participantOfRow } from '../../../common/participantsSnapshot';
import type { SnapshotHeader, SnapshotRow } from '../../../common/participantsSnapshot';

export interface Answer {
  fieldId: string;
  fieldType: number;
  value: string;
}

export interface ParticipantItem {
  eventId: string;
  clientId: string;
  firstName: string;
  lastName: string;
  clientPhone: string;
  clientSuspended: boolean;
  /** Epoch seconds. */
  createdAt: number;
  /** Epoch seconds of the check-in; 0 until then. */
  checkedInAt: number;
  forms: Record<string, Answer[]>;
  pending: boolean;
}

export function itemOfRow(eventId: string, header: SnapshotHeader, row: SnapshotRow) {
  const p = participantOfRow(header, row);
  const forms = Object.fromEntries(
    Object.entries(p.forms).map(([formId, list]) => [
      formId,
      list.map(({ fieldId, fieldType, value }) => ({ fieldId, fieldType, value })),
    ]),
  );
  return { ...p, eventId, forms, pending: false } satisfies ParticipantItem;
}

export function itemOfDoc(doc: Participant): ParticipantItem {
  const forms = Object.fromEntries(
    Object.entries(doc.forms).map(([formId, results]) => [
      formId,
      results.fieldResults.map((r) => ({
        fieldId: r.fieldId,
        fieldType: r.fieldType,
        value: r.value,
      })),
    ]),
  );
  return {
    eventId: doc.eventId,
    clientId: doc.clientId,
    firstName: doc.firstName,
    lastName: doc.lastName,
    clientPhone: doc.clientPhone,
    clientSuspended: doc.clientSuspended,
    createdAt: doc.createdAt,
    checkedInAt: doc.checkedInAt,
    forms,
    pending: false,
  };
}

/** The answer to one field ('' when none). */
export const answerOf = (item: ParticipantItem, formId: string, fieldId: string): string =>
  item.forms[formId]?.find((a) => a.fieldId === fieldId)?.value ?? '';

/** name = firstName + ' ' + lastName (spec/content.md §2.17). */
export const nameOf = (item: Pick<ParticipantItem, 'firstName' | 'lastName'>): string =>
  `${item.firstName} ${item.lastName}`.trim();
