// The schedule exports are built once per change and served from memory (exportCache.ts): a
// reader gets the same bytes with their ETag (304 on revalidation) until a meeting, speaker,
// location or the event changes, and then the new export at once, never the stale one.
import { v7 as uuidv7 } from 'uuid';
import { scheduleExportPath } from '../../../src/common/scheduleExports';
import type { ScheduleFormat } from '../../../src/common/scheduleExports';
import { ExportCache } from '../../../src/server/areas/meetings/exports/exportCache';
import type { BuildCause } from '../../../src/server/areas/meetings/exports/exportCache';
import { until } from '../support/consoleHarness';
import { as, newOrganiser, serverPerFile } from '../support/harness';

jest.setTimeout(60_000);

const FORMATS: ScheduleFormat[] = ['xml', 'json', 'ics'];
const START = Date.UTC(2026, 5, 1, 8) / 1000;

describe('schedule export cache', () => {
  const ctx = serverPerFile();
  let key = '';
  const get = (format: ScheduleFormat, headers: Record<string, string> = {}) =>
    fetch(`${ctx.server.baseUrl}${scheduleExportPath(key, format)}`, { headers });
  const texts = async () =>
    Promise.all(FORMATS.map(async (f) => (await get(f, { 'accept-encoding': 'identity' })).text()));

  /** A published event with one room, one speaker and one meeting in it. */
  const publishedEvent = async () => {
    const o = as(await newOrganiser(ctx.server));
    const { events, locations, speakers, meetings } = ctx.server.clients;
    const eventId = uuidv7();
    key = (
      await events.createEvent({ eventId, title: 'Cached', language: 'en', timeZone: 'UTC' }, o)
    ).filteredEventKey;
    const { locationId } = await locations.createLocation({ eventId, name: 'Room Alpha' }, o);
    const speakerId = uuidv7();
    await speakers.createSpeaker({ eventId, speakerId, name: 'Grace Hopper' }, o);
    const meeting = {
      eventId,
      meetingId: uuidv7(),
      name: 'Compilers',
      startAt: START,
      endAt: START + 3600,
      locationId,
      showLocationInListMeetings: false,
    };
    await meetings.createMeeting({ ...meeting, speakerIds: [speakerId] }, o);
    await events.publish({ eventId }, o);
    return { o, eventId, locationId, speakerId, meeting };
  };

  it('serves each export with an ETag until a change, then the changed one', async () => {
    const { events, locations, speakers, meetings } = ctx.server.clients;
    const { o, eventId, locationId, speakerId, meeting } = await publishedEvent();

    // Repeated reads: the same ETag; revalidation answers 304 without a body; gzip on request.
    const etags: Record<string, string> = {};
    for (const format of FORMATS) {
      const first = await get(format);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-encoding')).toBe('gzip');
      expect(await first.text()).toContain('Compilers');
      etags[format] = first.headers.get('etag') ?? '';
      expect(etags[format]).toMatch(/^".+"$/);
      expect((await get(format)).headers.get('etag')).toBe(etags[format]);
      const revalidated = await get(format, { 'if-none-match': etags[format] ?? '' });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
    }

    // A meeting renamed: every export has the new name at once, under a new ETag.
    await meetings.updateMeeting({ ...meeting, name: 'Linkers' }, o);
    for (const format of FORMATS) {
      const res = await get(format, { 'if-none-match': etags[format] ?? '' });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).not.toBe(etags[format]);
      const body = await res.text();
      expect(body).toContain('Linkers');
      expect(body).not.toContain('Compilers');
    }

    // Other collections the exports read: a location renamed, a speaker hidden.
    await locations.updateLocation({ eventId, locationId, name: 'Room Beta' }, o);
    for (const body of await texts()) {
      expect(body).toContain('Room Beta');
      expect(body).not.toContain('Room Alpha');
    }
    const [xml, json] = await texts();
    expect(xml).toContain('Grace Hopper');
    expect(json).toContain('Grace Hopper');
    await speakers.toHiddenSpeaker({ eventId, speakerId }, o);
    for (const body of await texts()) expect(body).not.toContain('Grace Hopper');

    // The event unpublished: no export at all.
    await events.unpublish({ eventId }, o);
    for (const format of FORMATS) expect((await get(format)).status).toBe(404);
  });

  it('builds the exports read before anew when the event changes, before any reader asks', async () => {
    const { meeting, o } = await publishedEvent();
    const builds: { version: string; cause: BuildCause }[] = [];
    const cache = new ExportCache(
      ctx.server.app.database,
      'http://console.test',
      (_, version, cause) => builds.push({ version, cause }),
    );
    await cache.start();
    try {
      expect((await cache.get(key, 'xml'))?.body.toString()).toContain('Compilers');
      expect(builds.map((b) => b.cause)).toEqual(['read']);

      await ctx.server.clients.meetings.updateMeeting({ ...meeting, name: 'Linkers' }, o);
      // The change log's NOTIFY starts the build; no reader has asked yet.
      await until(() => builds.length === 2, 'the build after the change');
      expect(builds[1]?.cause).toBe('change');
      expect(builds[1]?.version).not.toBe(builds[0]?.version);
      // The reader gets that build (no third one), with the new name.
      const xml = (await cache.get(key, 'xml'))?.body.toString();
      expect(xml).toContain('Linkers');
      expect(xml).not.toContain('Compilers');
      expect(builds).toHaveLength(2);
    } finally {
      await cache.stop();
    }
  });

  it('after changes, reads only what changed and writes what a full read writes', async () => {
    const { o, eventId, locationId, speakerId, meeting } = await publishedEvent();
    const { locations, speakers, meetings } = ctx.server.clients;
    const followed = new ExportCache(ctx.server.app.database, 'http://console.test');
    await followed.start();
    const body = async (cache: ExportCache, format: ScheduleFormat) =>
      (await cache.get(key, format))?.body.toString() ?? '';
    try {
      expect(await body(followed, 'json')).toContain('Compilers');
      // Each collection the exports read, each way a row can come, change or go.
      const second = { ...meeting, meetingId: uuidv7(), name: 'Parsers', startAt: START + 7200 };
      await meetings.createMeeting({ ...second, endAt: START + 9000, speakerIds: [] }, o);
      await meetings.setAsInvisibleMeeting({ eventId, meetingId: meeting.meetingId }, o);
      const { locationId: other } = await locations.createLocation({ eventId, name: 'Hall' }, o);
      await meetings.updateMeeting(
        { ...second, endAt: START + 9000, locationId: other, name: 'Lexers' },
        o,
      );
      await meetings.addSpeakers(
        { eventId, meetingId: second.meetingId, speakerIds: [speakerId] },
        o,
      );
      await speakers.updateSpeaker({ eventId, speakerId, name: 'Ada Lovelace' }, o);
      await locations.updateLocation({ eventId, locationId, name: 'Room Gamma' }, o);
      for (const format of ['xml', 'json'] as const) {
        const fresh = new ExportCache(ctx.server.app.database, 'http://console.test');
        const [incremental, full] = [await body(followed, format), await body(fresh, format)];
        expect(incremental).toBe(full);
        expect(incremental).toContain('Lexers');
        expect(incremental).toContain('Ada Lovelace');
        // Every room is listed in the JSON; the XML lists a room under a day it has meetings.
        if (format === 'json') expect(incremental).toContain('Room Gamma');
        expect(incremental).not.toContain('Compilers');
      }
      await meetings.setAsVisibleMeeting({ eventId, meetingId: meeting.meetingId }, o);
      expect(await body(followed, 'json')).toContain('Compilers');
    } finally {
      await followed.stop();
    }
  });
});
