// The participant writes (spec/content.md §7 manager.participants), each declared once with its
// optimistic effect. A create carries its id (UUID v7), so the new participant lists at once.
import { REGISTRATION_FORM_ID } from '../../../common/forms';
import { patchItem } from '../liveCollection';
import type { ItemsDraft } from '../liveCollection';
import { defineQueuedWrite } from '../writes';
import type { ParticipantItem } from '../participantsList';

export type ParticipantsDraft = ItemsDraft<ParticipantItem>;

const suspension = (method: 'clientSuspended' | 'clientUnSuspended', suspended: boolean) =>
  defineQueuedWrite<'participants', typeof method, ParticipantsDraft>({
    name: `participants.${suspended ? 'suspend' : 'restore'}`,
    service: 'participants',
    method,
    docIds: (r) => [r.clientId ?? ''],
    apply: (draft, r) => {
      if (r.eventId === draft.eventId) {
        patchItem(draft, r.clientId ?? '', { clientSuspended: suspended });
      }
    },
  });

export const participantWrites = {
  create: defineQueuedWrite<'participants', 'create', ParticipantsDraft>({
    name: 'participants.create',
    service: 'participants',
    method: 'create',
    docIds: (r) => [r.clientId ?? ''],
    apply: (draft, r, { createdAt }) => {
      const id = r.clientId ?? '';
      if (r.eventId !== draft.eventId || !id || draft.items.has(id)) return;
      // The request has no field types: name and phone come with the server's echo.
      const answers = (r.registrationFormData ?? []).map((d) => ({
        fieldId: d.fieldId ?? '',
        fieldType: 0,
        value: d.value ?? '',
      }));
      draft.items.set(id, {
        eventId: draft.eventId,
        clientId: id,
        firstName: '',
        lastName: '',
        clientPhone: '',
        clientSuspended: false,
        createdAt: Math.floor(createdAt / 1000),
        checkedInAt: 0,
        forms: { [REGISTRATION_FORM_ID]: answers.filter((a) => a.value !== '') },
        pending: true,
      });
    },
  }),
  update: defineQueuedWrite<'participants', 'update', ParticipantsDraft>({
    name: 'participants.update',
    service: 'participants',
    method: 'update',
    docIds: (r) => [r.clientId ?? ''],
    apply: (draft, r) => {
      const item = draft.items.get(r.clientId ?? '');
      if (r.eventId !== draft.eventId || !item) return;
      const formId = r.formId || REGISTRATION_FORM_ID;
      const fieldId = r.fieldResultId ?? '';
      const list = item.forms[formId] ?? [];
      const old = list.find((a) => a.fieldId === fieldId);
      const rest = list.filter((a) => a.fieldId !== fieldId);
      const value = r.value ?? '';
      const answers =
        value === '' ? rest : [...rest, { fieldId, fieldType: old?.fieldType ?? 0, value }];
      patchItem(draft, item.clientId, { forms: { ...item.forms, [formId]: answers } });
    },
  }),
  suspend: suspension('clientSuspended', true),
  restore: suspension('clientUnSuspended', false),
};
