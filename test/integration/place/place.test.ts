// manager.Places.SetProfile against a real server: the venue's title and description become
// translations of the event's language, the event document names their keys and holds the main
// image; images must be the event's own, rich text is sanitised, and a repeat does nothing.
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import type { Event } from '../../../generated/manager/model_pb';
import { PLACE_KEYS } from '../../../src/common/cms';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { as, newEvent, newOrganiser, refusal, serverPerFile } from '../support/harness';
import type { LiveClient } from '../support/liveClient';
import { uploadImage, uploadPdf } from '../support/contentHarness';

jest.setTimeout(60_000);

const t = serverPerFile();
let a: Session;

beforeAll(async () => {
  a = await newOrganiser(t.server);
});

const INVALID_ARGUMENT = 3;

function eventOf(live: LiveClient, targetId: number, eventId: string): Event | undefined {
  const doc = live.targets.get(targetId)?.docs.get(eventId)?.doc;
  return doc?.case === 'event' ? doc.value : undefined;
}

function textsOf(live: LiveClient, targetId: number): Record<string, string> {
  const docs = [...(live.targets.get(targetId)?.docs.values() ?? [])];
  return Object.fromEntries(
    docs.flatMap((d) =>
      d.doc.case === 'translation' ? [[d.doc.value.key, d.doc.value.value]] : [],
    ),
  );
}

describe('SetProfile', () => {
  it('writes the title and description in the event language and the image on the event', async () => {
    const { eventId } = await newEvent(t.server, a, 'Venue event');
    const image = await uploadImage(t.server, a, eventId);
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.event.path({ eventId }));
    await live.listen(2, LIVE_TARGETS.translations.path({ eventId, lang: 'ru' }));

    await t.server.clients.places.setProfile(
      {
        eventId,
        title: ' Экспоцентр ',
        description: '<p>Павильон <b>3</b></p>',
        mainImageId: image,
      },
      as(a),
    );

    await live.until(() => eventOf(live, 1, eventId)?.place['mainImageId'] === image);
    expect(eventOf(live, 1, eventId)?.place).toEqual({ ...PLACE_KEYS, mainImageId: image });
    await live.until(() => textsOf(live, 2)[PLACE_KEYS.title] !== undefined);
    expect(textsOf(live, 2)).toMatchObject({
      [PLACE_KEYS.title]: 'Экспоцентр',
      [PLACE_KEYS.description]: '<p>Павильон <b>3</b></p>',
    });
  });

  it('keeps each language its own texts', async () => {
    const { eventId } = await newEvent(t.server, a, 'Two languages');
    const { places, events } = t.server.clients;
    await places.setProfile({ eventId, title: 'Площадка' }, as(a));
    await events.setLanguage({ eventId, language: 'en' }, as(a));
    await places.setProfile({ eventId, title: 'Venue' }, as(a));
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.translations.path({ eventId, lang: 'ru' }));
    await live.listen(2, LIVE_TARGETS.translations.path({ eventId, lang: 'en' }));
    expect(textsOf(live, 1)[PLACE_KEYS.title]).toBe('Площадка');
    expect(textsOf(live, 2)[PLACE_KEYS.title]).toBe('Venue');
  });

  it('clears the description and the image when they are not sent', async () => {
    const { eventId } = await newEvent(t.server, a, 'Clearing');
    const image = await uploadImage(t.server, a, eventId);
    const { places } = t.server.clients;
    await places.setProfile(
      { eventId, title: 'Hall', description: '<p>x</p>', mainImageId: image },
      as(a),
    );
    await places.setProfile({ eventId, title: 'Hall' }, as(a));
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.event.path({ eventId }));
    await live.listen(2, LIVE_TARGETS.translations.path({ eventId, lang: 'ru' }));
    expect(eventOf(live, 1, eventId)?.place['mainImageId']).toBe('');
    expect(textsOf(live, 2)[PLACE_KEYS.description]).toBe('');
  });

  it('sanitises the description with the shared policy and refuses active content', async () => {
    const { eventId } = await newEvent(t.server, a, 'Sanitising');
    const { places } = t.server.clients;
    await places.setProfile(
      { eventId, title: 'Hall', description: '<p class="lead">Hi <marquee>there</marquee></p>' },
      as(a),
    );
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.translations.path({ eventId, lang: 'ru' }));
    expect(textsOf(live, 1)[PLACE_KEYS.description]).toBe('<p class="lead">Hi there</p>');
    const message = await refusal(
      places.setProfile(
        { eventId, title: 'Hall', description: '<img src=x onerror="alert(1)">' },
        as(a),
      ),
      INVALID_ARGUMENT,
    );
    expect(message).toMatch(/^description: /);
  });

  it('refuses a main image of another event, a missing file and a file that is not an image', async () => {
    const { eventId } = await newEvent(t.server, a, 'Images');
    const other = await newEvent(t.server, a, 'Other images');
    const foreign = await uploadImage(t.server, a, other.eventId);
    const pdf = await uploadPdf(t.server, a, eventId);
    for (const mainImageId of [foreign, uuidv7(), pdf]) {
      const message = await refusal(
        t.server.clients.places.setProfile({ eventId, title: 'Hall', mainImageId }, as(a)),
        INVALID_ARGUMENT,
      );
      expect(message).toMatch(/^mainImageId: /);
    }
  });

  it('applies a queued write once however often it is sent', async () => {
    const { eventId } = await newEvent(t.server, a, 'Exactly once');
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.translations.path({ eventId, lang: 'ru' }));
    const mutation = { clientId: 'place-client-000000001', mutationId: 1 };
    const call = () =>
      t.server.clients.places.setProfile({ eventId, title: 'Once' }, as(a, mutation));
    await call();
    await live.until(() => textsOf(live, 1)[PLACE_KEYS.title] === 'Once');
    await t.server.clients.places.setProfile({ eventId, title: 'Later' }, as(a));
    await live.until(() => textsOf(live, 1)[PLACE_KEYS.title] === 'Later');
    await call();
    // The repeat answered success and wrote nothing: the later title stays.
    const check = await t.connect(a);
    await check.listen(1, LIVE_TARGETS.translations.path({ eventId, lang: 'ru' }));
    expect(textsOf(check, 1)[PLACE_KEYS.title]).toBe('Later');
  });
});
