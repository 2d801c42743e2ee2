// The public schedule exports of a published event (README "Schedule exports"): frab XML, the
// c3voc schedule.json and iCalendar, beside the event's public snapshot.
import { PUBLIC_API_PATH } from './publicEvent';

export const SCHEDULE_EXPORTS = {
  xml: { file: 'schedule.xml', type: 'application/xml; charset=utf-8' },
  json: { file: 'schedule.json', type: 'application/json; charset=utf-8' },
  ics: { file: 'schedule.ics', type: 'text/calendar; charset=utf-8' },
} as const;

export type ScheduleFormat = keyof typeof SCHEDULE_EXPORTS;

/** GET {PUBLIC_API_PATH}/events/{eventKey}/schedule.{xml,json,ics} */
export const scheduleExportPath = (eventKey: string, format: ScheduleFormat) =>
  `${PUBLIC_API_PATH}/events/${encodeURIComponent(eventKey)}/${SCHEDULE_EXPORTS[format].file}`;
