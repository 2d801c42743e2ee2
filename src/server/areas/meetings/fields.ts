// The checked fields of a meeting (spec/content.md §3, §5, §9): times as instants, end not
// before start, an icon of the nine, a location and a cover of the same event.
import { MEETING_ICONS } from '../../../common/constants';
import { nameRule } from '../../../common/rules';
import type { EventRow } from '../../auth/eventAccess';
import type { Writer } from '../../db/writer';
import { invalidArgument, validate } from '../../rpc/errors';
import { epochDate, plainText, richText } from '../../rpc/fields';
import { assertInEvent } from '../../rpc/references';
import { eventFileId } from '../files';

/** Annotations are short texts, but longer than a title. */
const ANNOTATION_MAX = 10_000;

export interface MeetingFields {
  name: string;
  title?: string;
  startAt: number;
  endAt: number;
  annotation?: string;
  text?: string;
  iconName?: string;
  locationId?: string;
  headerImageId?: string;
  showLocationInListMeetings: boolean;
}

function requiredTime(value: number, field: string, label: string): Date {
  const date = epochDate(value, field);
  if (date === null) throw invalidArgument(field, `${label} is required.`);
  return date;
}

/** The checks that need no database, in the order the general path makes them. */
export function meetingInput(req: MeetingFields) {
  const name = validate(nameRule, req.name, 'name');
  const startAt = requiredTime(req.startAt, 'startAt', 'Start date');
  const endAt = requiredTime(req.endAt, 'endAt', 'End date');
  if (endAt < startAt) {
    throw invalidArgument('endAt', 'The end date must not be before the start date.');
  }
  const iconName = req.iconName ?? '';
  if (iconName !== '' && !(MEETING_ICONS as readonly string[]).includes(iconName)) {
    throw invalidArgument('iconName', `must be one of: ${MEETING_ICONS.join(', ')}.`);
  }
  return { name, startAt, endAt, iconName, locationId: req.locationId ?? '' };
}

/** The rest of the checks, after the location's. */
export const meetingTexts = (req: MeetingFields) => ({
  title: plainText(req.title ?? '', 'title'),
  annotation: plainText(req.annotation ?? '', 'annotation', ANNOTATION_MAX, 'many'),
  text: richText(req.text ?? '', 'text'),
});

export async function meetingValues(w: Writer, event: EventRow, req: MeetingFields) {
  const { name, startAt, endAt, iconName, locationId } = meetingInput(req);
  await assertInEvent(w.tx, event.id, 'location', [locationId], 'locationId');
  return {
    name,
    startAt,
    endAt,
    iconName,
    locationId,
    ...meetingTexts(req),
    headerImageId: await eventFileId(w.tx, event.id, req.headerImageId, 'headerImageId', {
      image: true,
    }),
    showLocationInListMeetings: req.showLocationInListMeetings,
  };
}

/** Speaker ids of the event, each once, in the order given. */
export async function meetingSpeakers(
  w: Writer,
  event: EventRow,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.includes('')) throw invalidArgument('speakerIds', 'must not contain an empty id.');
  await assertInEvent(w.tx, event.id, 'speaker', unique, 'speakerIds');
  return unique;
}
