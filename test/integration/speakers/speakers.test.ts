// manager.Speakers: each call's effect on the live feed, and each refusal.
import { v7 as uuidv7 } from 'uuid';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { CODE, docsAt, organiserWithEvent } from '../support/programmeHarness';
import type { Organiser } from '../support/programmeHarness';
import { as, refusal, serverPerFile } from '../support/harness';
import { requestUpload } from '../support/filesHarness';

jest.setTimeout(30_000);

describe('speakers', () => {
  const ctx = serverPerFile();
  let a: Organiser;

  beforeAll(async () => {
    a = await organiserWithEvent(ctx.server, 'Speakers');
  });

  const create = (
    fields: Partial<Parameters<typeof ctx.server.clients.speakers.createSpeaker>[0]>,
  ) =>
    ctx.server.clients.speakers.createSpeaker(
      { eventId: a.eventId, name: 'Ada', speakerId: uuidv7(), ...fields },
      a.o,
    );

  it('creates a speaker under the client id, delivers it newest first, and updates it', async () => {
    const live = await ctx.connect(a.session);
    const first = await create({ name: 'First' });
    const speakerId = uuidv7();
    const answer = await create({
      speakerId,
      name: ' Ada Lovelace ',
      positionName: 'Analyst',
      companyName: 'Short bio',
      bio: '<p>Long <b>bio</b><custom>!</custom></p>',
      avatarId: a.fileId,
    });
    expect(answer.speakerId).toBe(speakerId);
    const list = await docsAt(live, LIVE_TARGETS.speakers.path({ eventId: a.eventId }), 'speaker');
    expect(list.map((s) => s.speakerId)).toEqual([speakerId, first.speakerId]);
    expect(list[0]).toMatchObject({
      eventId: a.eventId,
      name: 'Ada Lovelace',
      positionName: 'Analyst',
      companyName: 'Short bio',
      bio: '<p>Long <b>bio</b>!</p>',
      avatarId: a.fileId,
      isHidden: false,
    });

    await ctx.server.clients.speakers.updateSpeaker(
      { eventId: a.eventId, speakerId, name: 'Ada L.', positionName: 'Countess' },
      a.o,
    );
    const [one] = await docsAt(
      live,
      LIVE_TARGETS.speaker.path({ eventId: a.eventId, speakerId }),
      'speaker',
    );
    // Optional fields not sent are cleared: the console sends only non-empty ones (spec §5).
    expect(one).toMatchObject({ name: 'Ada L.', positionName: 'Countess', bio: '', avatarId: '' });
  });

  it('hides and shows a speaker, and the list target sees it change', async () => {
    const live = await ctx.connect(a.session);
    const { speakerId } = await create({ name: 'Hidden one' });
    const path = LIVE_TARGETS.speakers.path({ eventId: a.eventId });
    const target = await live.listen(1, path);
    const hidden = () => {
      const d = target.docs.get(speakerId)?.doc;
      return d?.case === 'speaker' ? d.value.isHidden : undefined;
    };
    expect(hidden()).toBe(false);
    await ctx.server.clients.speakers.toHiddenSpeaker({ eventId: a.eventId, speakerId }, a.o);
    await live.until(() => hidden() === true);
    await ctx.server.clients.speakers.fromHiddenSpeaker({ eventId: a.eventId, speakerId }, a.o);
    await live.until(() => hidden() === false);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['a name of 501 characters', { name: 'x'.repeat(501) }, 'name'],
    ['a malformed id', { speakerId: 'abc' }, 'speakerId'],
    ['a malformed avatar id', { avatarId: 'abc' }, 'avatarId'],
    ['an avatar id of no file', { avatarId: uuidv7() }, 'avatarId'],
    ['a cover of no file', { backgroundImageId: uuidv7() }, 'backgroundImageId'],
    ['a bio with a script', { bio: '<script>alert(1)</script>' }, 'bio'],
  ])('refuses a speaker with %s, naming %s', async (_label, fields, field) => {
    const message = await refusal(create(fields), CODE.invalidArgument);
    expect(message.split(':')[0]).toBe(field);
  });

  it("refuses an image of another organiser's event as INVALID_ARGUMENT", async () => {
    const b = await organiserWithEvent(ctx.server, 'Other');
    const message = await refusal(create({ avatarId: b.fileId }), CODE.invalidArgument);
    expect(message).toBe('avatarId: no such file in this event.');
  });

  it('refuses a second create with the same id as ALREADY_EXISTS', async () => {
    const speakerId = uuidv7();
    await create({ speakerId });
    expect(await refusal(create({ speakerId }), CODE.alreadyExists)).toMatch(/^speakerId: /);
  });

  it('answers NOT_FOUND for a speaker of no such id in the event', async () => {
    const missing = { eventId: a.eventId, speakerId: uuidv7() };
    const { speakers } = ctx.server.clients;
    expect(await refusal(speakers.toHiddenSpeaker(missing, a.o), CODE.notFound)).toBe('Not found.');
    expect(
      await refusal(speakers.updateSpeaker({ ...missing, name: 'X' }, a.o), CODE.notFound),
    ).toBe('Not found.');
  });

  it('creates once when a queued create is sent twice', async () => {
    const mutation = { clientId: 'client-speakers-0001', mutationId: 1 };
    const speakerId = uuidv7();
    const call = () =>
      ctx.server.clients.speakers.createSpeaker(
        { eventId: a.eventId, name: 'Twice', speakerId },
        as(a.session, mutation),
      );
    await call();
    expect((await call()).speakerId).toBe(speakerId);
    const live = await ctx.connect(a.session);
    const list = await docsAt(live, LIVE_TARGETS.speakers.path({ eventId: a.eventId }), 'speaker');
    expect(list.filter((s) => s.name === 'Twice')).toHaveLength(1);
  });

  it('accepts an avatar uploaded to the same event', async () => {
    const { fileId } = await requestUpload(ctx.server, a.session, a.eventId, { role: 'avatar' });
    await expect(create({ avatarId: fileId, backgroundImageId: fileId })).resolves.toBeDefined();
  });
});
