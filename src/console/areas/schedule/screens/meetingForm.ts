// The meeting editor's values, rules and request (spec/content.md §2.8, §5): name, start and
// end required, the end not before the start; dates and times are the event zone's.
import { object } from 'yup';
import { dateRule, isIsoDate, requiredTitleRule, timeRule } from '../../../../common/rules';
import { instantOf, zonedParts } from '../../../../common/zonedTime';
import type { MeetingRequest, MeetingView } from '../../../entities/meetings';
import type { Slot } from './conflicts';

export interface MeetingValues {
  isVisible: boolean;
  name: string;
  annotation: string;
  text: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  iconName: string;
  locationId: string;
  showLocationInListMeetings: boolean;
  speakerIds: string[];
  headerImageId: string;
}

const required = (label: string) => ({ key: 'rule.required', values: { label } });

export const meetingSchema = object({
  name: requiredTitleRule('name'),
  startDate: dateRule('startAt').required(required('startAt')),
  startTime: timeRule('startAt'),
  endDate: dateRule('endAt').required(required('endAt')),
  endTime: timeRule('endAt').test('order', { key: 'rule.dateOrder' }, (end, { parent }) => {
    const v = parent as MeetingValues;
    return (
      !isIsoDate(v.startDate) ||
      !v.startTime ||
      !isIsoDate(v.endDate) ||
      !end ||
      `${v.endDate}T${end}` >= `${v.startDate}T${v.startTime}`
    );
  }),
});

export function meetingValues(m: MeetingView | undefined, zone: string): MeetingValues {
  const start = m?.timetableStartAt === undefined ? null : zonedParts(m.timetableStartAt, zone);
  const end = m?.timetableEndAt === undefined ? null : zonedParts(m.timetableEndAt, zone);
  return {
    isVisible: m?.isVisible ?? true,
    name: m?.name ?? '',
    annotation: m?.annotation ?? '',
    text: m?.text ?? '',
    startDate: start?.date ?? '',
    startTime: start?.time ?? '',
    endDate: end?.date ?? '',
    endTime: end?.time ?? '',
    iconName: m?.iconName ?? '',
    locationId: m?.locationId ?? '',
    showLocationInListMeetings: m?.showLocationInListMeetings ?? false,
    speakerIds: m?.speakerIds ?? [],
    headerImageId: m?.headerImageId ?? '',
  };
}

/** Moving the start past the end moves the end to the start (spec/content.md §5). */
export function withStart(v: MeetingValues, startDate: string, startTime: string): MeetingValues {
  const next = { ...v, startDate, startTime };
  const endAfter = `${v.endDate}T${v.endTime}` >= `${startDate}T${startTime}`;
  return isIsoDate(v.endDate) && v.endTime && !endAfter
    ? { ...next, endDate: startDate, endTime: startTime }
    : next;
}

export function meetingRequest(
  eventId: string,
  meetingId: string,
  v: MeetingValues,
  zone: string,
): MeetingRequest {
  const request: MeetingRequest = {
    eventId,
    meetingId,
    name: v.name.trim(),
    startAt: instantOf(v.startDate, v.startTime, zone),
    endAt: instantOf(v.endDate, v.endTime, zone),
    showLocationInListMeetings: v.showLocationInListMeetings,
  };
  for (const field of ['annotation', 'text', 'iconName', 'locationId', 'headerImageId'] as const) {
    if (v[field].trim() !== '') request[field] = v[field];
  }
  return request;
}

/** The meeting as the overlap check sees it while being edited (conflicts.ts). */
export function editedSlot(meetingId: string, v: MeetingValues, zone: string): Slot {
  const complete = isIsoDate(v.startDate) && v.startTime && isIsoDate(v.endDate) && v.endTime;
  return {
    meetingId,
    name: v.name,
    timetableStartAt: complete ? instantOf(v.startDate, v.startTime, zone) : undefined,
    timetableEndAt: complete ? instantOf(v.endDate, v.endTime, zone) : undefined,
    locationId: v.locationId,
    speakerIds: v.speakerIds,
    isVisible: v.isVisible,
  };
}
