// What an UpdateEvent request asks for, checked field by field: shared by the call's one-
// statement path and its general path, so both accept and refuse exactly the same requests.
import type { UpdateEventRequest } from '../../../../generated/manager/events_pb';
import { eventKeyRule, eventTitleRule, timeZoneRule } from '../../../common/rules';
import type { EventRow } from '../../auth/eventAccess';
import { validate } from '../../rpc/errors';
import { epochDate, imageId, richText } from '../../rpc/fields';

export interface EventUpdate {
  key: string;
  title?: string;
  description?: string;
  /** The event row's fields to set (the key apart: it needs its own check). */
  values: Partial<EventRow>;
}

/** The request's fields, valid, or the INVALID_ARGUMENT of the first that is not. */
export function readUpdate(req: UpdateEventRequest): EventUpdate {
  const key = validate(eventKeyRule, req.key, 'key');
  const title = req.title === undefined ? undefined : validate(eventTitleRule, req.title, 'title');
  const description =
    req.description === undefined ? undefined : richText(req.description, 'description');
  const values: Partial<EventRow> = {};
  if (req.slogan !== undefined) values.slogan = richText(req.slogan, 'slogan');
  if (req.copyright !== undefined) values.copyright = richText(req.copyright, 'copyright');
  if (req.mainImageId !== undefined) values.mainImageId = imageId(req.mainImageId, 'mainImageId');
  if (req.backgroundImageId !== undefined) {
    values.backgroundImageId = imageId(req.backgroundImageId, 'backgroundImageId');
  }
  if (req.backgroundDesktopImageId !== undefined) {
    values.backgroundDesktopImageId = imageId(
      req.backgroundDesktopImageId,
      'backgroundDesktopImageId',
    );
  }
  if (req.iconFileId !== undefined) values.iconFileId = imageId(req.iconFileId, 'iconFileId');
  if (req.startAt !== undefined) values.startAt = epochDate(req.startAt, 'startAt');
  if (req.endAt !== undefined) values.endAt = epochDate(req.endAt, 'endAt');
  if (req.timeZone !== undefined)
    values.timeZone = validate(timeZoneRule, req.timeZone, 'timeZone');
  return { key, title, description, values };
}
