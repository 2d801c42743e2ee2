// Refusals carry what they mean as data (issue 30, item 2): a Refusal detail with a locale key,
// its values and the field, on a single call and in a batched write's outcome, so the console
// can say them in its user's language; the English status message stays as the fallback.
import { create, toBinary } from '@bufbuild/protobuf';
import { ConnectError } from '@connectrpc/connect';
import { v7 as uuidv7 } from 'uuid';
import { EventIdRequestSchema } from '../../../generated/manager/events_pb';
import { RefusalSchema } from '../../../generated/manager/model_pb';
import type { Session } from '../../../generated/manager/auth_pb';
import { as, newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

let server: TestServer;
let a: Session;

beforeAll(async () => {
  server = await startServer();
  a = await newOrganiser(server);
});
afterAll(() => server?.stop());

/** The refused call's message and its Refusal detail, as plain data. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => {
      throw new Error('the call was not refused');
    },
    (e: unknown) => ConnectError.from(e),
  );
  const [detail] = error.findDetails(RefusalSchema);
  return {
    message: error.rawMessage,
    refusal: detail && { key: detail.key, values: detail.values, field: detail.field },
  };
}

describe('refusals', () => {
  it('name the rule a weak password breaks, and its field', async () => {
    expect(
      await refusal(
        server.clients.users.signUpOrg({ email: 'weak@example.com', password: 'password' }),
      ),
    ).toEqual({
      message: expect.stringMatching(/^password: /) as string,
      refusal: { key: 'rule.passwordCommon', values: {}, field: 'password' },
    });
  });

  it('name a validation rule with its values', async () => {
    const { eventId } = await newEvent(server, a, 'Rules');
    const { refusal: detail } = await refusal(
      server.clients.events.updateEvent({ eventId, key: 'a' }, as(a)),
    );
    expect(detail).toMatchObject({ field: 'key', key: expect.stringMatching(/^rule\./) as string });
  });

  it('count what uses a location that cannot be deleted', async () => {
    const { eventId } = await newEvent(server, a, 'Halls');
    const c = server.clients;
    const { locationId } = await c.locations.createLocation(
      { eventId, locationId: uuidv7(), name: 'Hall A' },
      as(a),
    );
    for (const name of ['One', 'Two'])
      await c.meetings.createMeeting(
        {
          eventId,
          meetingId: uuidv7(),
          name,
          startAt: 1_900_000_000,
          endAt: 1_900_003_600,
          speakerIds: [],
          locationId,
          showLocationInListMeetings: false,
        },
        as(a),
      );
    expect(await refusal(c.locations.deleteLocation({ eventId, locationId }, as(a)))).toEqual({
      message: 'Location is used by 2 meetings.',
      refusal: { key: 'error.locationInUse', values: { meeting: '2' }, field: '' },
    });
  });

  it('name a message of the contract, on a single call and in a batch', async () => {
    const { eventId } = await newEvent(server, a, 'Archived');
    await server.clients.events.toArchive({ eventId }, as(a));
    const expected = { key: 'error.eventIsArchived', values: {}, field: '' };
    expect(await refusal(server.clients.events.publish({ eventId }, as(a)))).toEqual({
      message: 'Event is archived.',
      refusal: expected,
    });
    const { outcomes } = await server.clients.writeQueue.sendWrites(
      {
        calls: [
          {
            service: 'manager.Events',
            method: 'Publish',
            request: toBinary(EventIdRequestSchema, create(EventIdRequestSchema, { eventId })),
            mutationId: 1n,
          },
        ],
      },
      { headers: { ...as(a).headers, 'client-id': uuidv7() } },
    );
    expect(
      outcomes.map((o) => ({
        code: o.code,
        refusal: o.refusal && {
          key: o.refusal.key,
          values: o.refusal.values,
          field: o.refusal.field,
        },
      })),
    ).toEqual([{ code: 9, refusal: expected }]);
  });
});
