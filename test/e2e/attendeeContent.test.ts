// The attendee app's content pages in Chromium against the real server, on a 360 px phone:
// the schedule by day in the event's zone, a session, speakers, the place, info and
// notifications, each passing the axe check; the attendee stars two overlapping sessions, sees
// the warning on the favorites page and downloads the agenda; a session the organiser adds
// appears without a reload; a starred session the organiser moves is listed as a change on
// Favorites (with a badge) until read; offline, the schedule and the favorites still show.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { PostRefObjType, PostType } from '../../generated/manager/model_pb';
import type { SectionContent } from '../../generated/manager/model_pb';
import type { E2E } from './browser';
import { eventually } from './browser';
import { organiserWithEvent, startAttendeeE2E } from './attendeeRig';
import { UI } from './ui';

jest.setTimeout(240_000);

const DAY1 = Date.UTC(2030, 5, 1, 7, 0) / 1000; // 10:00 in Moscow
const HOUR = 3600;

describe('the content pages of the attendee app', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startAttendeeE2E();
  });
  afterAll(() => e2e?.close());

  const fitsPhone = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('shows the programme, keeps favorites, follows changes and works offline', () =>
    e2e.capture('attendee-content', async () => {
      const { api, o, eventId, key } = await organiserWithEvent(
        e2e,
        'content@example.com',
        'Summer Conf',
      );
      const speaker = async (name: string, positionName = '') =>
        (await api.speakers.createSpeaker({ eventId, name, positionName, speakerId: uuidv7() }, o))
          .speakerId;
      const ada = await speaker('Ada Lovelace', 'Analyst');
      const ghost = await speaker('Ghost Speaker');
      await api.speakers.toHiddenSpeaker({ eventId, speakerId: ghost }, o);
      const { locationId: hall } = await api.locations.createLocation(
        { eventId, locationId: uuidv7(), name: 'Hall A', address: 'Pavilion 3' },
        o,
      );
      const meeting = async (name: string, startAt: number, fields = {}) =>
        (
          await api.meetings.createMeeting(
            {
              eventId,
              meetingId: uuidv7(),
              name,
              startAt,
              endAt: startAt + HOUR,
              speakerIds: [],
              showLocationInListMeetings: true,
              ...fields,
            },
            o,
          )
        ).meetingId;
      const keynote = await meeting('Keynote', DAY1, {
        speakerIds: [ada, ghost],
        locationId: hall,
        iconName: 'star',
        annotation: 'The opening talk',
      });
      const workshop = await meeting('Workshop', DAY1 + HOUR / 2);
      const closing = await meeting('Closing party', DAY1 + 24 * HOUR, {
        annotation: 'Dancing till late',
      });
      const secret = await meeting('Secret meeting', DAY1 + 2 * HOUR);
      await api.meetings.setAsInvisibleMeeting({ eventId, meetingId: secret }, o);
      await api.posts.createPost(
        {
          eventId,
          postId: uuidv7(),
          type: PostType.NEWS_PT,
          title: 'Doors open',
          text: '<p>Come early</p>',
          toPublish: true,
          toPin: true,
          refObjectType: PostRefObjType.MEETING,
          refObjectId: keynote,
        },
        o,
      );
      await api.posts.createPost(
        {
          eventId,
          postId: uuidv7(),
          type: PostType.NEWS_PT,
          title: 'Draft news',
          text: '<p>x</p>',
        },
        o,
      );
      const { groupId } = await api.cms.addGroupOfSectionsByEvent(
        { eventId, groupId: uuidv7(), title: 'Wi-Fi' },
        o,
      );
      await api.cms.addSection(
        {
          eventId,
          groupId,
          itemId: uuidv7(),
          title: 'Password',
          content: {
            kind: { case: 'textWithPopup', value: { text: '<p>guest2030</p>' } },
          } as SectionContent,
        },
        o,
      );
      await api.places.setProfile(
        { eventId, title: 'Expo Centre', description: '<p>Gate 5</p>' },
        o,
      );
      await api.events.publish({ eventId }, o);

      const phone = await e2e.context.newPage();
      await phone.setViewportSize({ width: 360, height: 740 });
      const ui = new UI(phone);
      await phone.goto(e2e.url(`/${key}/`));
      await phone
        .getByRole('navigation', { name: 'Главное меню' })
        .getByRole('link', { name: 'Расписание' })
        .click();

      // The schedule: the first day in Moscow time, hidden speakers and invisible sessions absent.
      await phone.getByRole('heading', { name: 'Расписание', level: 1 }).waitFor();
      const days = phone.getByRole('group', { name: 'Дни' });
      await days.getByRole('button', { name: /1 июня/, pressed: true }).waitFor();
      const keynoteCard = phone.getByRole('listitem').filter({ hasText: 'Keynote' });
      await keynoteCard.getByText(/10:00/).waitFor();
      await keynoteCard.getByText('Hall A').waitFor();
      await keynoteCard.getByText('Ada Lovelace').waitFor();
      expect(await phone.getByText('Ghost Speaker').count()).toBe(0);
      expect(await phone.getByText('Secret meeting').count()).toBe(0);
      expect(await phone.getByText('Closing party').count()).toBe(0);
      expect(await fitsPhone(phone)).toBe(true);
      await ui.accessible('the schedule');
      await days.getByRole('button', { name: /2 июня/ }).click();
      await phone.getByText('Closing party').waitFor();
      expect(await phone.getByText('Keynote').count()).toBe(0);
      await days.getByRole('button', { name: /1 июня/ }).click();

      // Two overlapping sessions starred.
      await phone.getByRole('button', { name: 'В избранном: Keynote' }).click();
      await phone.getByRole('button', { name: 'В избранном: Workshop' }).click();
      await phone.getByRole('button', { name: 'В избранном: Workshop', pressed: true }).waitFor();

      // A session, and its speaker.
      await phone.getByRole('link', { name: 'Keynote' }).click();
      await phone.getByRole('heading', { name: 'Keynote', level: 1 }).waitFor();
      await phone.getByText('The opening talk').waitFor();
      await phone.getByRole('button', { name: 'В избранном: Keynote', pressed: true }).waitFor();
      await ui.accessible('a session page');
      await phone.getByRole('link', { name: 'Ada Lovelace' }).click();
      await phone.getByRole('heading', { name: 'Ada Lovelace', level: 1 }).waitFor();
      await phone.getByText('Analyst').waitFor();
      await phone.getByRole('link', { name: 'Keynote' }).waitFor();
      await ui.accessible('a speaker page');

      for (const [item, heading, expected] of [
        ['speakers', 'Спикеры', 'Ada Lovelace'],
        ['locations', 'Локации', 'Expo Centre'],
        ['info', 'Информация', 'guest2030'],
        ['notifications', 'Новости', 'Come early'],
      ] as const) {
        await phone.goto(e2e.url(`/${key}/#/${item}`));
        await phone.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await phone.getByText(expected).waitFor();
        expect(await fitsPhone(phone)).toBe(true);
        await ui.accessible(`the ${item} page`);
      }
      // Notifications: the pinned post with its session; drafts never show.
      await phone.getByText('Закреплено').waitFor();
      await phone.getByRole('link', { name: 'Keynote' }).waitFor();
      expect(await phone.getByText('Draft news').count()).toBe(0);
      expect(await phone.getByText('Ghost Speaker').count()).toBe(0);

      // Favorites: both sessions, each warned of the other; the agenda downloads.
      await phone.goto(e2e.url(`/${key}/favorites`));
      await phone.getByText('Пересекается с «Workshop».').waitFor();
      await phone.getByText('Пересекается с «Keynote».').waitFor();
      await ui.accessible('the favorites page');
      const [download] = await Promise.all([
        phone.waitForEvent('download'),
        phone.getByRole('button', { name: 'Добавить мою программу в календарь' }).click(),
      ]);
      const ics = await readFile((await download.path()) ?? '', 'utf8');
      expect(ics).toContain('DTSTART;TZID=Europe/Moscow:20300601T100000');
      expect(ics).toContain('SUMMARY:Workshop');
      expect(ics).not.toContain('Closing party');

      // The organiser adds a session: the open schedule shows it with no reload.
      await phone.getByRole('link', { name: /Summer Conf/ }).click();
      await phone.getByRole('link', { name: 'Расписание' }).click();
      await phone.getByRole('heading', { name: 'Расписание', level: 1 }).waitFor();
      await phone.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
      await meeting('Late addition', DAY1 + 3 * HOUR);
      await phone.getByText('Late addition').waitFor({ timeout: 15_000 });
      expect(
        await phone.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);

      // The organiser moves a starred session: Favorites bears a badge and lists the change,
      // before → after, until it is read.
      await api.meetings.updateMeeting(
        {
          eventId,
          meetingId: workshop,
          name: 'Workshop',
          startAt: DAY1 + (3 * HOUR) / 4,
          endAt: DAY1 + (7 * HOUR) / 4,
          showLocationInListMeetings: true,
        },
        o,
      );
      await phone.getByRole('link', { name: /Summer Conf/ }).click();
      await phone
        .getByRole('link', { name: 'Избранное (изменений: 1)' })
        .click({ timeout: 15_000 });
      const changes = phone.getByRole('region', { name: 'Изменения в вашей программе' });
      await changes
        .getByRole('listitem')
        .filter({ hasText: /^Workshop: .*10:30.+11:30 → .*10:45.+11:45$/ })
        .waitFor();
      await ui.accessible('the favorites page with a change');
      await changes.getByRole('button', { name: 'Понятно' }).click();
      await changes.waitFor({ state: 'detached' });
      await phone.getByRole('link', { name: /Summer Conf/ }).click();
      await phone.getByRole('link', { name: 'Избранное', exact: true }).waitFor();
      await phone.getByRole('link', { name: 'Расписание' }).click();
      await phone.getByRole('heading', { name: 'Расписание', level: 1 }).waitFor();

      // Offline: the schedule and the favorites still show from the device.
      await eventually(
        () =>
          phone.evaluate(
            () => navigator.serviceWorker.controller?.scriptURL.endsWith('/a/sw.js') === true,
          ),
        'the app service worker to control the page',
      );
      await e2e.goOffline();
      await phone.reload();
      await phone.getByRole('heading', { name: 'Расписание', level: 1 }).waitFor();
      await phone.getByText('Late addition').waitFor();
      await phone.getByText('Нет сети: показаны сохранённые данные.').waitFor();
      await phone.getByRole('link', { name: /Summer Conf/ }).click();
      await phone.getByRole('link', { name: 'Избранное' }).click();
      await phone.getByText('Пересекается с «Workshop».').waitFor();
      await ui.accessible('the favorites page offline');
      // A session's long texts came after the first paint and were kept: offline they show too.
      await phone.getByRole('link', { name: 'Keynote' }).first().click();
      await phone.getByRole('heading', { name: 'Keynote', level: 1 }).waitFor();
      await phone.getByText('The opening talk').waitFor();
      // Another day's texts too: the app fetched and kept every part of them.
      await phone.goto(e2e.url(`/${key}/meeting/${closing}`));
      await phone.getByRole('heading', { name: 'Closing party', level: 1 }).waitFor();
      await phone.getByText('Dancing till late').waitFor();
      await e2e.goOnline();
    }));
});
