// The general settings' event card as data: its values from the event, its rules (the shared
// ones of src/common/rules.ts), and the UpdateEvent it sends: the key always (the call needs
// it), every other field only when it changed.
import { object } from 'yup';
import { DEFAULT_TIME_ZONE, LIMITS } from '../../../../common/constants';
import {
  dateOrderMessage,
  dateRule,
  eventKeyRule,
  eventTitleRule,
  isIsoDate,
  textRule,
  timeZoneRule,
} from '../../../../common/rules';
import type { EventView, UpdateEventArgs } from '../../../entities/events';
import { dateInputValue, secondsOfDateInput } from './dateInput';

export interface EventSettingsValues {
  title: string;
  key: string;
  startDate: string;
  endDate: string;
  description: string;
  slogan: string;
  copyright: string;
  timeZone: string;
}

export const RICH_FIELDS = ['description', 'slogan', 'copyright'] as const;

export const eventSettingsSchema = object({
  title: eventTitleRule,
  key: eventKeyRule,
  // Formik hands an empty field to Yup as undefined: optional here, '' on the wire.
  description: textRule('description', LIMITS.richText).optional(),
  slogan: textRule('slogan', LIMITS.richText).optional(),
  copyright: textRule('copyright', LIMITS.richText).optional(),
  timeZone: timeZoneRule,
  startDate: dateRule('startDate'),
  endDate: dateRule('endDate').test('dateOrder', dateOrderMessage, (end, { parent }) => {
    const start = (parent as EventSettingsValues).startDate;
    return !end || !isIsoDate(end) || !isIsoDate(start) || end >= start;
  }),
});

/** The form's values for the event; `key` is the key an update sends (see selectUpdateKey). */
export function eventSettingsValues(event: EventView, key: string): EventSettingsValues {
  return {
    title: event.title,
    key,
    startDate: dateInputValue(event.startAt),
    endDate: dateInputValue(event.endAt),
    description: event.description,
    slogan: event.slogan,
    copyright: event.copyright,
    // An event not yet echoed by the server may not have its zone yet.
    timeZone: event.timeZone || DEFAULT_TIME_ZONE,
  };
}

/** The UpdateEvent for what changed between `initial` and `values`, or null when nothing did. */
export function eventSettingsUpdate(
  eventId: string,
  initial: EventSettingsValues,
  values: EventSettingsValues,
): UpdateEventArgs | null {
  const key = values.key.trim();
  const update: UpdateEventArgs = { eventId, key };
  let changed = key !== initial.key;
  const title = values.title.trim();
  if (title !== initial.title.trim()) {
    update.title = title;
    changed = true;
  }
  for (const field of RICH_FIELDS) {
    if (values[field] !== initial[field]) {
      update[field] = values[field];
      changed = true;
    }
  }
  if (values.startDate !== initial.startDate) {
    update.startAt = secondsOfDateInput(values.startDate);
    changed = true;
  }
  if (values.endDate !== initial.endDate) {
    update.endAt = secondsOfDateInput(values.endDate);
    changed = true;
  }
  if (values.timeZone !== initial.timeZone) {
    update.timeZone = values.timeZone;
    changed = true;
  }
  return changed ? update : null;
}

/** The values with what an update sent put back (a refused save shown again for fixing). */
export function valuesWithUpdate(
  values: EventSettingsValues,
  update: Partial<UpdateEventArgs>,
): EventSettingsValues {
  const next = { ...values };
  if (typeof update.key === 'string') next.key = update.key.trim();
  if (typeof update.title === 'string') next.title = update.title;
  for (const field of RICH_FIELDS) {
    const value = update[field];
    if (typeof value === 'string') next[field] = value;
  }
  if (typeof update.startAt === 'number')
    next.startDate = dateInputValue(update.startAt || undefined);
  if (typeof update.endAt === 'number') next.endDate = dateInputValue(update.endAt || undefined);
  return next;
}
