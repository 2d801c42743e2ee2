// manager.Meetings (spec/content.md §7, §4): create and update a meeting, add and remove its
// speakers (idempotent: adding one present or removing one absent changes nothing), show or
// hide it in the schedule.
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import {
  CreateMeetingResponseSchema,
  type Meetings,
  type UpdateMeetingRequest,
} from '../../../../generated/manager/content_pb';
import { EmptySchema } from '../../../../generated/manager/events_pb';
import { uuidRule } from '../../../common/rules';
import { eventRow } from '../../auth/eventAccess';
import type { EventRow } from '../../auth/eventAccess';
import { meetings } from '../../db/schema';
import type { Writer } from '../../db/writer';
import type { Deps } from '../../rpc/deps';
import { validate } from '../../rpc/errors';
import { newId } from '../../rpc/ids';
import { itemWrites } from '../../rpc/itemWrites';
import { mutate } from '../../rpc/mutation';
import { withStored } from '../../rpc/updateMask';
import { meetingSpeakers, meetingValues } from './fields';
import { quickCreateMeeting } from './quickCreate';
import { quickUpdateMeeting } from './quickUpdate';

type MeetingRow = typeof meetings.$inferSelect;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function meetingsService(deps: Deps): Partial<ServiceImpl<typeof Meetings>> {
  const rows = itemWrites({
    table: meetings,
    id: meetings.id,
    eventId: meetings.eventId,
    collection: 'meetings',
    idField: 'meetingId',
  });
  /**
   * A masked update checked with the stored start or end in place of the one its mask does not
   * name: a change of the end alone is checked against the start the meeting has, not the one
   * the client happened to send along.
   */
  const withStoredTimes = async (w: Writer, event: EventRow, req: UpdateMeetingRequest) => {
    if (req.updateMask === undefined) return req;
    const row = await rows.get(w, event, req.meetingId);
    return withStored(req, { startAt: seconds(row.startAt), endAt: seconds(row.endAt) });
  };
  /**
   * A change of one meeting: `check` reads the request (refusing bad input before the meeting
   * is looked up), `next` computes the new values from the row; null changes nothing.
   */
  const change =
    <Req extends Ids, In>(
      check: (w: Writer, event: EventRow, req: Req) => Promise<In>,
      next: (row: MeetingRow, input: In) => Partial<MeetingRow> | null,
    ) =>
    (req: Req, ctx: HandlerContext) =>
      mutate(deps, ctx, EmptySchema, async (w) => {
        const event = await eventRow(w.tx, req.eventId);
        const input = await check(w, event, req);
        const row = await rows.get(w, event, req.meetingId);
        const values = next(row, input);
        if (values) await rows.update(w, event, row.id, values);
        return {};
      });
  const visible = (isVisible: boolean) =>
    change(
      async () => isVisible,
      (row) => (row.isVisible === isVisible ? null : { isVisible }),
    );
  return {
    createMeeting: (req, ctx) =>
      mutate(
        deps,
        ctx,
        CreateMeetingResponseSchema,
        async (w) => {
          const event = await eventRow(w.tx, req.eventId);
          const id = newId(req.meetingId, 'meetingId');
          await rows.insert(w, event, id, {
            ...(await meetingValues(w, event, req)),
            speakerIds: await meetingSpeakers(w, event, req.speakerIds),
          });
          return { meetingId: id };
        },
        () => quickCreateMeeting(req),
      ),
    updateMeeting: (req, ctx) =>
      mutate(
        deps,
        ctx,
        EmptySchema,
        async (w) => {
          const event = await eventRow(w.tx, req.eventId);
          const checked = await withStoredTimes(w, event, req);
          await rows.update(
            w,
            event,
            req.meetingId,
            await meetingValues(w, event, checked),
            req.updateMask,
          );
          return {};
        },
        () => quickUpdateMeeting(req),
      ),
    addSpeakers: change(
      (w, event, req: SpeakersRequest) => meetingSpeakers(w, event, req.speakerIds),
      (row, added) => {
        const speakerIds = [...new Set([...row.speakerIds, ...added])];
        return speakerIds.length === row.speakerIds.length ? null : { speakerIds };
      },
    ),
    // Removing checks only the ids' shape: a speaker not in the meeting is simply not there.
    removeSpeakers: change(
      async (_w, _event, req: SpeakersRequest) =>
        new Set(req.speakerIds.map((id) => validate(uuidRule('speakerIds'), id, 'speakerIds'))),
      (row, removed) => {
        const speakerIds = row.speakerIds.filter((id) => !removed.has(id));
        return speakerIds.length === row.speakerIds.length ? null : { speakerIds };
      },
    ),
    setAsVisibleMeeting: visible(true),
    setAsInvisibleMeeting: visible(false),
  };
}

interface Ids {
  eventId: string;
  meetingId: string;
}

interface SpeakersRequest extends Ids {
  speakerIds: string[];
}
