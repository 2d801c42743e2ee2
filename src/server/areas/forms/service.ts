// manager.Forms (spec/content.md §7 Forms): forms are upserted by id, fields are added,
// updated, removed (kept, flagged, left out of the order) and ordered.
import { Code, ConnectError } from '@connectrpc/connect';
import type { ServiceImpl } from '@connectrpc/connect';
import { and, eq, sql } from 'drizzle-orm';
import { AddFieldOfFormResponseSchema } from '../../../../generated/manager/content_pb';
import type { Forms } from '../../../../generated/manager/content_pb';
import { EmptySchema } from '../../../../generated/manager/events_pb';
import { FORM_LIMITS, REGISTRATION_FORM_ID, fieldGroupOf } from '../../../common/forms';
import { eventChanged, eventRow } from '../../auth/eventAccess';
import type { EventRow } from '../../auth/eventAccess';
import { events, formFields, forms } from '../../db/schema';
import type { Writer } from '../../db/writer';
import type { Deps } from '../../rpc/deps';
import { invalidArgument, notFound, validate } from '../../rpc/errors';
import { uuidRule } from '../../../common/rules';
import { newId } from '../../rpc/ids';
import { mutate } from '../../rpc/mutation';
import { maskedValues, withStored } from '../../rpc/updateMask';
import { plainText } from '../../rpc/fields';
import { fieldValues, formIdOf, formNameOf } from './validation';

const FORM_NOT_FOUND = 'Form not found.';
const FIELD_NOT_FOUND = 'Field not found.';

const formChanged = (w: Writer, event: EventRow, formId: string) =>
  w.changed({ collection: 'forms', docId: formId, eventId: event.id, ownerId: event.userId });
const fieldChanged = (w: Writer, event: EventRow, formId: string, fieldId: string) =>
  w.changed({
    collection: 'formFields',
    docId: fieldId,
    eventId: event.id,
    ownerId: event.userId,
    scope: formId,
  });

/** The form, locked for the rest of the write. */
async function lockedForm(w: Writer, eventId: string, formId: string) {
  const [form] = await w.tx
    .select()
    .from(forms)
    .where(and(eq(forms.eventId, eventId), eq(forms.formId, formIdOf(formId))))
    .for('update');
  if (!form) throw notFound(FORM_NOT_FOUND);
  return form;
}

/** A live (not removed) field of the form. */
async function liveField(w: Writer, eventId: string, formId: string, fieldId: string) {
  const id = validate(uuidRule('fieldId'), fieldId, 'fieldId');
  const [field] = await w.tx
    .select()
    .from(formFields)
    .where(
      and(
        eq(formFields.id, id),
        eq(formFields.eventId, eventId),
        eq(formFields.formId, formId),
        eq(formFields.fieldRemoved, false),
      ),
    );
  if (!field) throw notFound(FIELD_NOT_FOUND);
  return field;
}

export function formsService(deps: Deps): Partial<ServiceImpl<typeof Forms>> {
  const event = (w: Writer, eventId: string) => eventRow(w.tx, eventId);
  return {
    upsertForm: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        const ev = await event(w, req.eventId);
        const formId = formIdOf(req.formId);
        const values = {
          name: formNameOf(formId, req.name),
          helperText: plainText(req.helperText ?? '', 'helperText', undefined, 'many'),
          requiredForm: req.requiredForm,
        };
        // A form that exists takes what the mask names; a new one, the whole request.
        const set = maskedValues(values, req.updateMask);
        const written = w.tx.insert(forms).values({ eventId: ev.id, formId, ...values });
        const target = [forms.eventId, forms.formId];
        await (Object.keys(set).length === 0
          ? written.onConflictDoNothing({ target })
          : written.onConflictDoUpdate({ target, set: { ...set, updatedAt: new Date() } }));
        formChanged(w, ev, formId);
        // The edit shell's lock icon reads the event: it follows the registration form.
        const [form] = await w.tx
          .select({ requiredForm: forms.requiredForm })
          .from(forms)
          .where(and(eq(forms.eventId, ev.id), eq(forms.formId, formId)));
        const required = form?.requiredForm ?? req.requiredForm;
        if (formId === REGISTRATION_FORM_ID && ev.requiredRegistration !== required) {
          await w.tx
            .update(events)
            .set({ requiredRegistration: required })
            .where(eq(events.id, ev.id));
          w.changed(eventChanged(ev));
        }
        return {};
      }),
    addFieldOfForm: (req, ctx) =>
      mutate(deps, ctx, AddFieldOfFormResponseSchema, async (w) => {
        const ev = await event(w, req.eventId);
        const form = await lockedForm(w, ev.id, req.formId);
        const values = fieldValues(form.formId, req);
        const fieldId = newId(req.fieldId, 'fieldId');
        if (form.sequenceOfFields.length >= FORM_LIMITS.fields) {
          throw new ConnectError(
            `A form holds at most ${FORM_LIMITS.fields} fields.`,
            Code.FailedPrecondition,
          );
        }
        const inserted = await w.tx
          .insert(formFields)
          .values({
            id: fieldId,
            eventId: ev.id,
            formId: form.formId,
            fieldGroup: fieldGroupOf(form.formId),
            ...values,
          })
          .onConflictDoNothing()
          .returning({ id: formFields.id });
        if (inserted.length === 0) {
          throw new ConnectError('fieldId: a field with this id exists.', Code.AlreadyExists);
        }
        await setSequence(w, ev.id, form.formId, [...form.sequenceOfFields, fieldId]);
        fieldChanged(w, ev, form.formId, fieldId);
        formChanged(w, ev, form.formId);
        return { fieldId };
      }),
    updateFieldOfForm: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        const ev = await event(w, req.eventId);
        const form = await lockedForm(w, ev.id, req.formId);
        const field = await liveField(w, ev.id, form.formId, req.fieldId);
        // A masked update is checked as the field will be: its own values where it sends none.
        const { fieldName, fieldType, fieldHelperText, fieldVariants, fieldRequired } = field;
        const stored = { fieldName, fieldType, fieldHelperText, fieldVariants, fieldRequired };
        const checked = fieldValues(form.formId, withStored(req, stored));
        const values = maskedValues(checked, req.updateMask);
        if (Object.keys(values).length === 0) return {};
        await w.tx
          .update(formFields)
          .set(values)
          .where(and(eq(formFields.id, field.id), eq(formFields.eventId, ev.id)));
        fieldChanged(w, ev, form.formId, field.id);
        return {};
      }),
    removeFieldOfForm: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        const ev = await event(w, req.eventId);
        const form = await lockedForm(w, ev.id, req.formId);
        const field = await liveField(w, ev.id, form.formId, req.fieldId);
        await w.tx
          .update(formFields)
          .set({ fieldRemoved: true })
          .where(and(eq(formFields.id, field.id), eq(formFields.eventId, ev.id)));
        const rest = form.sequenceOfFields.filter((id) => id !== field.id);
        await setSequence(w, ev.id, form.formId, rest);
        fieldChanged(w, ev, form.formId, field.id);
        formChanged(w, ev, form.formId);
        return {};
      }),
    setSequenceOfFields: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        const ev = await event(w, req.eventId);
        const form = await lockedForm(w, ev.id, req.formId);
        const order = req.sequenceOfFields;
        // A new order is the same live fields, each once: nothing added, lost or repeated.
        const current = new Set(form.sequenceOfFields);
        if (
          order.length !== current.size ||
          new Set(order).size !== order.length ||
          !order.every((id) => current.has(id))
        ) {
          throw invalidArgument(
            'sequenceOfFields',
            "must list each of the form's fields exactly once.",
          );
        }
        await setSequence(w, ev.id, form.formId, order);
        formChanged(w, ev, form.formId);
        return {};
      }),
  };
}

async function setSequence(w: Writer, eventId: string, formId: string, order: string[]) {
  await w.tx
    .update(forms)
    .set({ sequenceOfFields: order, updatedAt: sql`now()` })
    .where(and(eq(forms.eventId, eventId), eq(forms.formId, formId)));
}
