// The event history (issue 25): every accepted write is listed with who made it and the fields
// it changed, before and after; any write can be reverted as a new write, which asks first when
// a later write changed the same field.
import { v7 as uuidv7 } from 'uuid';
import type { HistoryEntry } from '../../../generated/manager/history_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { as, newEvent, newOrganiser, refusal, serverPerFile } from '../support/harness';
import { CODE as PROGRAMME_CODE, docsAt } from '../support/programmeHarness';
import { joinTeam } from '../support/teamHarness';

const CODE = { ...PROGRAMME_CODE, failedPrecondition: 9 };

jest.setTimeout(60_000);

const t = serverPerFile();

const T0 = Date.UTC(2027, 3, 4, 10, 0) / 1000;

async function organiser() {
  const session = await newOrganiser(t.server);
  const { eventId } = await newEvent(t.server, session, 'История');
  return { session, eventId };
}

const history = (session: Parameters<typeof as>[0], eventId: string, more = {}) =>
  t.server.clients.history.listEventHistory({ eventId, ...more }, as(session));

const changeOf = (entry: HistoryEntry, table: string) => {
  const change = entry.changes.find((c) => c.table === table);
  if (!change) throw new Error(`no ${table} change in ${entry.method}`);
  return {
    op: change.op,
    label: change.label,
    before: change.beforeJson ? (JSON.parse(change.beforeJson) as Record<string, unknown>) : null,
    after: change.afterJson ? (JSON.parse(change.afterJson) as Record<string, unknown>) : null,
  };
};

describe('event history', () => {
  it('lists each write newest first with its writer and the fields before and after', async () => {
    const { session, eventId } = await organiser();
    const meetingId = uuidv7();
    const meetings = t.server.clients.meetings;
    await meetings.createMeeting(
      { eventId, meetingId, name: 'Открытие', startAt: T0, endAt: T0 + 3600 },
      as(session),
    );
    await meetings.updateMeeting(
      { eventId, meetingId, name: 'Открытие', startAt: T0 + 1800, endAt: T0 + 3600 },
      as(session),
    );
    const { entries, people } = await history(session, eventId);
    expect(entries[0]!.method).toBe('UpdateMeeting');
    expect(entries[0]!.actorId).toBe(session.user!.uid);
    expect(entries[0]!.actorRole).toBe('owner');
    const moved = changeOf(entries[0]!, 'meetings');
    expect(moved.op).toBe('changed');
    expect(moved.label).toBe('Открытие');
    expect(Object.keys(moved.after!)).toEqual(['start_at']);
    expect(new Date(moved.before!.start_at as string).getTime()).toBe(T0 * 1000);
    expect(new Date(moved.after!.start_at as string).getTime()).toBe((T0 + 1800) * 1000);
    expect(entries[1]!.method).toBe('CreateMeeting');
    expect(changeOf(entries[1]!, 'meetings').op).toBe('added');
    expect(entries.at(-1)!.method).toBe('CreateEvent');
    expect(people.map((p) => p.actorId)).toEqual([session.user!.uid]);
  });

  it('pages through writes without repeating or skipping one, and filters them', async () => {
    const { session, eventId } = await organiser();
    const speakers = t.server.clients.speakers;
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      ids.push(uuidv7());
      await speakers.createSpeaker({ eventId, speakerId: ids[i], name: `S${i}` }, as(session));
    }
    await speakers.updateSpeaker({ eventId, speakerId: ids[2]!, name: 'S2, renamed' }, as(session));
    const all = (await history(session, eventId, { limit: 200 })).entries;
    const seen: string[] = [];
    let before = '';
    for (;;) {
      const page = await history(session, eventId, { before, limit: 3 });
      seen.push(...page.entries.map((e) => e.id));
      if (page.nextBefore === '') break;
      expect(page.entries).toHaveLength(3);
      before = page.nextBefore;
    }
    expect(seen).toEqual(all.map((e) => e.id));
    const onlySpeakers = await history(session, eventId, { area: 'speakers', limit: 200 });
    expect(onlySpeakers.entries.map((e) => e.method)).toEqual([
      'UpdateSpeaker',
      ...Array<string>(7).fill('CreateSpeaker'),
    ]);
    // One item's writes: what an open editor asks to name who changed a field under it.
    const oneSpeaker = await history(session, eventId, { area: 'speakers', docId: ids[2] });
    expect(oneSpeaker.entries.map((e) => [e.method, e.changes[0]!.label])).toEqual([
      ['UpdateSpeaker', 'S2, renamed'],
      ['CreateSpeaker', 'S2'],
    ]);
    await refusal(history(session, eventId, { docId: 'x'.repeat(513) }), CODE.invalidArgument);
    const today = new Date().toISOString().slice(0, 10);
    expect((await history(session, eventId, { day: today, limit: 200 })).entries).toHaveLength(
      all.length,
    );
    expect((await history(session, eventId, { day: '2001-01-01' })).entries).toHaveLength(0);
    const stranger = await newOrganiser(t.server);
    expect((await history(session, eventId, { actorId: stranger.user!.uid })).entries).toEqual([]);
    await refusal(history(stranger, eventId), CODE.notFound);
    await refusal(history(session, eventId, { area: 'nowhere' }), CODE.invalidArgument);
  });

  it('names everyone who wrote, for the person filter, and filters by each', async () => {
    const { session, eventId } = await organiser();
    const editors = [
      await joinTeam(t.server, session, eventId, 'editor'),
      await joinTeam(t.server, session, eventId, 'editor'),
    ];
    const writers = [session, ...editors];
    for (const [i, writer] of writers.entries()) {
      await t.server.clients.speakers.createSpeaker(
        { eventId, speakerId: uuidv7(), name: `By ${i}` },
        as(writer),
      );
    }
    const { people } = await history(session, eventId);
    expect(people.map((p) => [p.actorId, p.name])).toEqual(
      writers.map((w) => [w.user!.uid, w.email] as const).sort((a, b) => (a[1] < b[1] ? -1 : 1)),
    );
    for (const [i, writer] of writers.entries()) {
      const theirs = await history(session, eventId, {
        actorId: writer.user!.uid,
        area: 'speakers',
      });
      expect(theirs.entries.map((e) => e.changes[0]!.label)).toEqual([`By ${i}`]);
    }
  });

  it('reverts a write as a new write, asking first when a later write changed the field', async () => {
    const { session, eventId } = await organiser();
    const meetingId = uuidv7();
    const meetings = t.server.clients.meetings;
    const at = (start: number, name: string) =>
      meetings.updateMeeting(
        { eventId, meetingId, name, startAt: T0 + start, endAt: T0 + 7200 },
        as(session),
      );
    await meetings.createMeeting(
      { eventId, meetingId, name: 'Открытие', startAt: T0, endAt: T0 + 7200 },
      as(session),
    );
    await at(1800, 'Открытие');
    const moved = (await history(session, eventId)).entries[0]!;
    await at(1800, 'Opening');
    const renamed = (await history(session, eventId)).entries[0]!;
    // The rename touched another field: the move reverts without asking.
    const revert = (
      entryId: string,
      how: { overwrite?: boolean; checkOnly?: boolean } = {},
      mutationId?: number,
    ) =>
      t.server.clients.history.revertHistory(
        { eventId, entryId, ...how },
        mutationId ? as(session, { clientId: 'tab-1', mutationId }) : as(session),
      );
    expect((await revert(moved.id, { checkOnly: true })).conflicts).toEqual([]);
    await revert(moved.id);
    const live = await t.connect(session);
    const path = LIVE_TARGETS.meeting.path({ eventId, meetingId });
    const [now] = await docsAt(live, path, 'meeting');
    expect(now).toMatchObject({ name: 'Opening', timetableStartAt: T0 });
    const top = (await history(session, eventId)).entries[0]!;
    expect(top.method).toBe('RevertHistory');
    expect(changeOf(top, 'meetings').after).toEqual({
      start_at: expect.stringMatching(/^2027-04-04T10:00:00/),
    });

    // A later write changed the same field: nothing is applied until the organiser agrees.
    await at(0, 'Welcome');
    const asks = await revert(renamed.id, { checkOnly: true });
    expect(asks.conflicts.map((c) => c.method)).toEqual(['UpdateMeeting']);
    expect(asks.conflicts[0]!.actorName).toBe(session.email);
    const refused = await refusal(revert(renamed.id, {}, 1), CODE.failedPrecondition);
    expect(refused).toBe('A later change touched the same data.');
    const [unchanged] = await docsAt(live, path, 'meeting');
    expect(unchanged!.name).toBe('Welcome');
    // The same queued write sent again is answered the same and does nothing more.
    expect(await refusal(revert(renamed.id, {}, 1), CODE.failedPrecondition)).toBe(refused);
    await revert(renamed.id, { overwrite: true }, 2);
    const [overwritten] = await docsAt(live, path, 'meeting');
    expect(overwritten!.name).toBe('Открытие');

    // A revert is itself a write in the history, and can be reverted.
    const revertEntry = (await history(session, eventId)).entries[0]!;
    expect(revertEntry.method).toBe('RevertHistory');
    await revert(revertEntry.id);
    const [back] = await docsAt(live, path, 'meeting');
    expect(back!.name).toBe('Welcome');
  });

  it("undoes and redoes the caller's own queued write by its mutation id", async () => {
    const { session, eventId } = await organiser();
    const meetingId = uuidv7();
    const meetings = t.server.clients.meetings;
    const tab = (mutationId: number) => as(session, { clientId: 'tab-1', mutationId });
    const phone = (mutationId: number) => as(session, { clientId: 'phone-1', mutationId });
    const rename = (name: string, how: ReturnType<typeof as>) =>
      meetings.updateMeeting({ eventId, meetingId, name, startAt: T0, endAt: T0 + 3600 }, how);
    await meetings.createMeeting(
      { eventId, meetingId, name: 'Открытие', startAt: T0, endAt: T0 + 3600 },
      tab(1),
    );
    await rename('Opening', tab(2));
    const byMutation = (clientId: string, mutationId: number, more = {}) =>
      t.server.clients.history.revertHistory(
        { eventId, clientId, mutationId: String(mutationId), ...more },
        as(session),
      );
    // The check names the write it would undo, with the mutation id the caller knows it by.
    const check = await byMutation('tab-1', 2, { checkOnly: true });
    expect(check.conflicts).toEqual([]);
    expect(check.entry).toMatchObject({ method: 'UpdateMeeting', mutationId: '2' });
    expect(changeOf(check.entry!, 'meetings').after).toEqual({ name: 'Opening' });

    const live = await t.connect(session);
    const path = LIVE_TARGETS.meeting.path({ eventId, meetingId });
    const nameNow = async () => (await docsAt(live, path, 'meeting'))[0]!.name;
    const revertQueued = (target: number, mutationId: number, more = {}) =>
      t.server.clients.history.revertHistory(
        { eventId, clientId: 'tab-1', mutationId: String(target), ...more },
        tab(mutationId),
      );
    // Undo: the rename is reverted by a queued write of its own…
    await revertQueued(2, 3);
    expect(await nameNow()).toBe('Открытие');
    // …and redo reverts that revert.
    await revertQueued(3, 4);
    expect(await nameNow()).toBe('Opening');
    const top = (await history(session, eventId)).entries.slice(0, 2);
    expect(top.map((e) => [e.method, changeOf(e, 'meetings').after])).toEqual([
      ['RevertHistory', { name: 'Opening' }],
      ['RevertHistory', { name: 'Открытие' }],
    ]);
    // The listing tells nobody which queue a write came from.
    expect(top.map((e) => e.mutationId)).toEqual(['', '']);

    // The same person on another device renames it since: an undo of the redo meets that
    // write, which says no mutation id to this tab (it is not one of its own).
    await rename('Welcome', phone(1));
    const asks = await byMutation('tab-1', 4, { checkOnly: true });
    expect(asks.conflicts.map((c) => [c.method, c.mutationId])).toEqual([['UpdateMeeting', '']]);
    expect(await refusal(revertQueued(4, 5), CODE.failedPrecondition)).toBe(
      'A later change touched the same data.',
    );
    expect(await nameNow()).toBe('Welcome');
    // Asked from the phone's queue, the same write is the phone's own.
    const fromPhone = await byMutation('phone-1', 1, { checkOnly: true });
    expect(fromPhone.entry?.mutationId).toBe('1');

    // A mutation the server never kept is no entry; a malformed one is refused as such.
    expect(await refusal(byMutation('tab-1', 99, { checkOnly: true }), CODE.invalidArgument)).toBe(
      'mutationId: No such entry.',
    );
    expect(await refusal(byMutation('tab-1', 0, { checkOnly: true }), CODE.invalidArgument)).toBe(
      'mutationId: Invalid id.',
    );
  });

  it('brings a removed section back with its id and its items', async () => {
    const { session, eventId } = await organiser();
    const cms = t.server.clients.cms;
    const groupId = uuidv7();
    await cms.addGroupOfSectionsByEvent({ eventId, groupId, title: 'Wi-Fi' }, as(session));
    const { itemId } = await cms.addSection(
      {
        eventId,
        groupId,
        itemId: uuidv7(),
        title: 'Network',
        content: { kind: { case: 'extLink', value: { linkUrl: 'https://example.org/wifi' } } },
      },
      as(session),
    );
    await cms.deleteGroupOfSection({ eventId, groupId }, as(session));
    const removal = (await history(session, eventId)).entries[0]!;
    expect(removal.changes.map((c) => [c.table, c.op]).sort()).toEqual([
      ['cms_section_items', 'removed'],
      ['cms_sections', 'removed'],
    ]);
    await t.server.clients.history.revertHistory({ eventId, entryId: removal.id }, as(session));
    const live = await t.connect(session);
    const sections = await docsAt(live, LIVE_TARGETS.cmsSections.path({ eventId }), 'cmsSection');
    const items = await docsAt(
      live,
      LIVE_TARGETS.cmsSectionItems.path({ eventId }),
      'cmsSectionItem',
    );
    expect(sections.map((s) => [s.groupId, s.title])).toEqual([[groupId, 'Wi-Fi']]);
    expect(items.map((i) => [i.groupItemId, i.title])).toEqual([[itemId, 'Network']]);
  });
});

describe('presence', () => {
  it('tells each tab who else has the event open, on which screens, until they leave', async () => {
    const { session, eventId } = await organiser();
    const laptop = await t.server.clients.auth.signIn({
      email: session.email,
      password: session.password,
    });
    const hereAs = (s: Parameters<typeof as>[0], tabId: string, screen: string, leaving = false) =>
      t.server.clients.history.here({ eventId, tabId, screen, leaving }, as(s));
    expect((await hereAs(session, 'tab-phone-1', '')).people).toEqual([]);
    const seen = await hereAs(laptop, 'tab-laptop-1', 'schedule');
    expect(seen.people.map((p) => [p.name, p.screens])).toEqual([[session.email, ['']]]);
    const fromPhone = await hereAs(session, 'tab-phone-1', 'speakers');
    expect(fromPhone.people.map((p) => p.screens)).toEqual([['schedule']]);
    await hereAs(laptop, 'tab-laptop-1', 'schedule', true);
    expect((await hereAs(session, 'tab-phone-1', 'speakers')).people).toEqual([]);

    // A tab that dies says nothing. Gone within 30 s means gone at the others' last beat before
    // then: 28.5 s after its own last one if it died just after it (a beat and a round trip
    // earlier). One unheard for 20 s (a slow network, a busy tab) is still here.
    const silentFor = (tabId: string, seconds: number) =>
      t.server.app.database.query(
        `UPDATE event_presence SET seen_at = now() - make_interval(secs => $3)
         WHERE event_id = $1::uuid AND tab_id = $2`,
        [eventId, tabId, seconds],
      );
    await hereAs(laptop, 'tab-laptop-2', 'posts');
    await silentFor('tab-laptop-2', 20);
    expect((await hereAs(session, 'tab-phone-1', 'speakers')).people).toHaveLength(1);
    await silentFor('tab-laptop-2', 28.5);
    expect((await hereAs(session, 'tab-phone-1', 'speakers')).people).toEqual([]);

    const stranger = await newOrganiser(t.server);
    await refusal(hereAs(stranger, 'tab-stranger', ''), CODE.notFound);
    await refusal(hereAs(session, 'x', ''), CODE.invalidArgument);
  });
});
