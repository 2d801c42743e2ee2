// Dates and times of the programme in the event's zone and date locale (ui.locale). The
// event's own dates, shown on the home page, are in eventDates.ts: this module is in the
// content pages' chunks, not in the home page's first script.
import { dateTimeFormat } from '../common/intlFormats';

/** The day of an instant in the zone, as YYYY-MM-DD (the schedule's day key). */
export const dayKey = (at: number, timeZone: string) =>
  dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at * 1000,
  );

/** The day of an instant in the zone, spelled for the reader: 'пятница, 1 июня'. */
export const formatDay = (at: number, timeZone: string, locale: string) =>
  dateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(
    at * 1000,
  );

/** The time range of a session in the zone: '10:00 – 11:00'. */
export const formatTimes = (startAt: number, endAt: number, timeZone: string, locale: string) =>
  dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).formatRange(
    startAt * 1000,
    Math.max(endAt, startAt) * 1000,
  );

/** A publication date and time in the zone. */
export const formatMoment = (at: number, timeZone: string, locale: string) =>
  dateTimeFormat(locale, { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(at * 1000);
