// Support sees what the organiser saw (issue 23, item 5): on every screen of every area of the
// console (the routes come from the console's own list of areas), the organiser's screen is
// read, a diagnostics bundle is taken on the area's screens, and its replay shows the same
// texts and field values in the main region, read-only: every control that could write is
// disabled, and nothing reaches the write queue or the server.
import { v7 as uuidv7 } from 'uuid';
import { FormFieldType, PostType } from '../../generated/manager/model_pb';
import type { SectionContent } from '../../generated/manager/model_pb';
import { AREAS } from '../../src/console/app/areas';
import { CheckInCodes } from '../../src/server/areas/participants';
import { organiserWithEvent } from './attendeeRig';
import { E2E } from './browser';

jest.setTimeout(600_000);

interface Screen {
  area: string;
  /** The route as the area declares it. */
  route: string;
  /** The URL path, with the seeded documents' ids. */
  path: string;
}

/** What an organiser reads in the main region: its text and the values of its fields. */
const readMain = () => {
  const main = document.querySelector('main');
  if (!main) return '';
  const values = [...main.querySelectorAll('input, textarea, select')].map((element) => {
    const field = element as HTMLInputElement;
    return field.type === 'checkbox' || field.type === 'radio'
      ? String(field.checked)
      : field.type === 'file'
        ? ''
        : field.value;
  });
  return `${(main as HTMLElement).innerText}\n--- fields: ${JSON.stringify(values)}`;
};

/** Controls in the main region an organiser could still use to write (links only browse). */
const enabledControls = () =>
  [
    ...(document
      .querySelector('main')
      ?.querySelectorAll('button, input, textarea, select, [contenteditable="true"]') ?? []),
  ]
    .filter((element) => !element.matches(':disabled'))
    .map(
      (element) =>
        `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40) ?? ''}`,
    );

/**
 * The participants' names, shown from the list held outside the store (entities/
 * participantsList/snapshotStore.ts, for 100,000 rows): the bundle carries it beside the state,
 * and the replay of the participants screens must show these names as the organiser saw them.
 */
const GUESTS = ['Анна Гость', 'Борис Ранний'];
const PARTICIPANT_SCREENS: Record<string, string[]> = {
  'registration/users': GUESTS,
  'registration/users/:userId': ['Анна Гость'],
};

describe('a diagnostics bundle replayed on every screen', () => {
  let e2e: E2E;
  let screens: Screen[] = [];
  let eventId = '';

  beforeAll(async () => {
    e2e = await E2E.start();
    const seeded = await organiserWithEvent(e2e, 'replay-all@example.com', 'Форум для повтора');
    const { api, o, key } = seeded;
    eventId = seeded.eventId;

    // Content in every area.
    const { speakerId } = await api.speakers.createSpeaker(
      { eventId, speakerId: uuidv7(), name: 'Ада Лавлейс', positionName: 'Аналитик' },
      o,
    );
    const { locationId } = await api.locations.createLocation(
      { eventId, locationId: uuidv7(), name: 'Зал А', address: 'Павильон 3' },
      o,
    );
    const { meetingId } = await api.meetings.createMeeting(
      {
        eventId,
        meetingId: uuidv7(),
        name: 'Открытие',
        startAt: Date.UTC(2030, 5, 1, 7, 0) / 1000,
        endAt: Date.UTC(2030, 5, 1, 8, 0) / 1000,
        speakerIds: [speakerId],
        locationId,
        annotation: 'Первый доклад',
      },
      o,
    );
    const postId = uuidv7();
    await api.posts.createPost(
      {
        eventId,
        postId,
        type: PostType.NEWS_PT,
        title: 'Двери открыты',
        text: '<p>Приходите пораньше</p>',
        toPublish: true,
      },
      o,
    );
    await api.places.setProfile({ eventId, title: 'Экспоцентр', description: '<p>Вход 5</p>' }, o);
    const { groupId: placeGroup } = await api.cms.addGroupOfSectionsByPlaceEvent(
      { eventId, groupId: uuidv7(), title: 'Как добраться' },
      o,
    );
    const { groupId: infoGroup } = await api.cms.addGroupOfSectionsByEvent(
      { eventId, groupId: uuidv7(), title: 'Wi-Fi' },
      o,
    );
    await api.cms.addSection(
      {
        eventId,
        groupId: infoGroup,
        itemId: uuidv7(),
        title: 'Пароль',
        content: {
          kind: { case: 'textWithPopup', value: { text: '<p>guest2030</p>' } },
        } as SectionContent,
      },
      o,
    );
    await api.events.addSponsor({ eventId, sponsorId: uuidv7(), name: 'Акме', logoId: '' }, o);
    await api.events.addOrgInfo(
      { eventId, orgInfoId: uuidv7(), name: 'Команда форума', logoId: '' },
      o,
    );
    await api.forms.upsertForm(
      { eventId, formId: 'registration', name: 'Данные', requiredForm: true },
      o,
    );
    const { fieldId: nameField } = await api.forms.addFieldOfForm(
      {
        eventId,
        formId: 'registration',
        fieldId: uuidv7(),
        fieldName: 'ФИО',
        fieldType: FormFieldType.FIO,
        fieldRequired: true,
        fieldVariants: [],
      },
      o,
    );
    const feedbackForm = 'feedback_day-one';
    await api.forms.upsertForm({ eventId, formId: feedbackForm, name: 'Отзыв о дне' }, o);
    const { fieldId: feedbackField } = await api.forms.addFieldOfForm(
      {
        eventId,
        formId: feedbackForm,
        fieldId: uuidv7(),
        fieldName: 'Комментарий',
        fieldType: FormFieldType.TEXT,
        fieldRequired: false,
        fieldVariants: [],
      },
      o,
    );
    await api.participants.enableQRCode({ eventId }, o);
    const guest = async (name: string) =>
      (
        await api.participants.create(
          {
            eventId,
            clientId: uuidv7(),
            registrationFormData: [{ fieldId: nameField, value: name }],
          },
          o,
        )
      ).clientId;
    const userId = await guest('Анна Гость');
    const early = await guest('Борис Ранний');
    await api.participants.checkIn(
      { eventId, code: new CheckInCodes(e2e.app.config.secret).codeOf(eventId, early) },
      o,
    );
    await api.events.publish({ eventId }, o);

    // Every signed-in screen of the console's areas, with a seeded document where it names one.
    const ids: Record<string, Record<string, string>> = {
      posts: { postId },
      speakers: { speakerId },
      meetings: { meetingId },
      locations: { locationId },
      place: { groupId: placeGroup },
      info: { groupId: infoGroup },
      registration: { formId: 'registration', fieldId: nameField, userId },
      feedback: { formId: feedbackForm, fieldId: feedbackField },
    };
    screens = AREAS.flatMap((area) =>
      area.routes
        .filter((route) => route.slot === 'manager' || route.slot === 'edit')
        .map((route) => {
          const relative = route.path ?? '';
          const own = ids[relative.split('/')[0] ?? ''] ?? {};
          const filled = relative.replace(/:(\w+)/g, (_, name: string) => {
            const id = own[name];
            if (!id) throw new Error(`no seeded document for ${name} in ${relative}`);
            return id;
          });
          return {
            area: area.name,
            route: relative,
            path: route.slot === 'manager' ? filled : `/edit/${key}${filled ? `/${filled}` : ''}`,
          };
        }),
    );
  });

  afterAll(async () => {
    await e2e?.close();
  });

  /** The main region once it has settled: the same reading for a second (three looks). */
  const settledMain = async () => {
    const { page } = e2e;
    await page.locator('main h1').first().waitFor();
    let last = await page.evaluate(readMain);
    let same = 0;
    for (let tries = 0; tries < 60; tries++) {
      await page.waitForTimeout(500);
      const now = await page.evaluate(readMain);
      same = now === last && !/Загрузка/.test(now) ? same + 1 : 0;
      if (same === 2) return now;
      last = now;
    }
    throw new Error(`the screen ${page.url()} did not settle:\n${last}`);
  };

  it('shows each area\u2019s screens in the replay as the organiser saw them, read-only', () =>
    e2e.capture('replay-every-screen', async () => {
      const { page, ui } = e2e;
      expect(new Set(screens.map((s) => s.area)).size).toBeGreaterThanOrEqual(15);
      const areas = [...new Set(screens.map((s) => s.area))];
      const differences: string[] = [];
      for (const area of areas) {
        const own = screens.filter((s) => s.area === area);
        // The organiser's console: each screen of the area, its texts read.
        const seen = new Map<string, string>();
        for (const screen of own) {
          await e2e.goto(screen.path);
          seen.set(screen.path, await settledMain());
        }
        // Support's replay opens on the screen the bundle was taken on; the area's other
        // screens are reached inside the replay (a reload would end it).
        await ui.openReplay(await ui.downloadDiagnostics());
        for (const screen of [...own].reverse()) {
          await page.evaluate((path) => {
            window.history.pushState(null, '', path);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, screen.path);
          await ui.at(screen.path.split('?')[0] ?? screen.path);
          const replayed = await settledMain().catch((error: Error) => error.message);
          if (replayed !== seen.get(screen.path))
            differences.push(
              `${screen.route}: the organiser saw\n${seen.get(screen.path)}\nthe replay shows\n${replayed}`,
            );
          // The participants' names, on both sides (not two screens equally without them).
          for (const name of PARTICIPANT_SCREENS[screen.route] ?? []) {
            if (!seen.get(screen.path)?.includes(name) || !replayed.includes(name))
              differences.push(`${screen.route}: ${name} not shown on both sides`);
          }
          const enabled = await page.evaluate(enabledControls);
          if (enabled.length > 0)
            differences.push(`${screen.route}: enabled ${enabled.join('; ')}`);
        }
      }
      expect(differences).toEqual([]);
      expect(await ui.pendingCount()).toBe(0);
    }));
});
