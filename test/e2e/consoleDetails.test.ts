// Small faults of issue 30 that only a real browser shows, on one event: the crop editor's
// buttons at 360 px and a reserved key's message (item 23); at 1280 px, offline with an unsent
// change, the edit toolbar keeps 'Events' and the title (item 22), long texts end in a drawn
// ellipsis and the preview blames the connection (item 23); the attendee app's title fits the
// preview's 262 px frame (item 23).
import { png } from './images';
import { organiserWithEvent, startAttendeeE2E } from './attendeeRig';
import type { E2E } from './browser';
import { eventually } from './browser';

jest.setTimeout(240_000);

const TITLE = 'Межконтинентальный форум разработчиков мобильных приложений и сервисов 2027';

describe('small things of the console', () => {
  let e2e: E2E;
  let organiser: Awaited<ReturnType<typeof organiserWithEvent>>;
  let eventKey = '';

  beforeAll(async () => {
    e2e = await startAttendeeE2E();
    organiser = await organiserWithEvent(e2e, 'details@example.com', TITLE);
    eventKey = organiser.key;
  });

  afterAll(async () => {
    await e2e?.close();
  });

  /** How an element's text is clipped: drawn with an ellipsis only in a block container. */
  const clipping = (selector: { evaluate: <R>(f: (e: Element) => R) => Promise<R> }) =>
    selector.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        ellipsis:
          style.textOverflow === 'ellipsis' &&
          ['block', 'inline-block', 'list-item'].includes(style.display),
        cut: element.scrollWidth > element.clientWidth,
        width: element.getBoundingClientRect().width,
      };
    });

  it("keeps the crop editor's Save beside Cancel at 360 px", () =>
    e2e.capture('details-crop-360', async () => {
      const { page, ui } = e2e;
      await page.setViewportSize({ width: 360, height: 740 });
      await e2e.goto(`/edit/${eventKey}/speakers/new`);
      await page.getByLabel('Аватар', { exact: true }).setInputFiles({
        name: 'face.png',
        mimeType: 'image/png',
        buffer: await png(400, 400),
      });
      const editor = page.getByRole('dialog');
      await editor.getByRole('heading', { name: 'Обрезка изображения' }).waitFor();
      // Measured once the dialog's opening animation (a scale) has ended; endless ones (a
      // spinner, a skeleton's pulse) never do.
      await editor.evaluate((element) =>
        Promise.all(
          element
            .getAnimations({ subtree: true })
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished),
        ),
      );
      const cancel = await editor.getByRole('button', { name: 'Отмена' }).boundingBox();
      const save = await editor.getByRole('button', { name: 'Сохранить' }).boundingBox();
      expect(save?.y).toBe(cancel?.y);
      expect((save?.x ?? 0) + (save?.width ?? 0)).toBeLessThanOrEqual(360);
      await ui.accessible('the crop editor at 360 px');
      await editor.getByRole('button', { name: 'Отмена' }).click();
      await editor.waitFor({ state: 'detached' });
    }));

  it("keeps 'Events' and the title in the toolbar at 1280 px offline with unsent changes", () =>
    e2e.capture('details-toolbar-offline', async () => {
      const { page, ui } = e2e;
      await page.setViewportSize({ width: 1280, height: 800 });
      await e2e.goto(`/edit/${eventKey}`);
      await page.getByRole('heading', { name: 'Главная', level: 1 }).waitFor();
      const url = page
        .getByRole('region', { name: 'Адрес приложения' })
        .getByRole('link', { name: /^http/ });
      expect(await clipping(url)).toMatchObject({ ellipsis: true });

      // Offline after a reload needs the service worker's shell and the stored copy of the event.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await eventually(
        async () =>
          Object.values(
            (await e2e.persistedSlice<{ entities: Record<string, { extKey: string }> }>('events'))
              ?.entities ?? {},
          ).some((event) => event.extKey === eventKey),
        'the event in the stored copy',
      );
      await e2e.goOffline();
      await page.reload();
      await page.getByRole('heading', { name: 'Главная', level: 1 }).waitFor();
      await page.getByText('Нет связи', { exact: true }).waitFor();
      // The preview waits for the connection, not for a save.
      await page
        .getByRole('complementary', { name: 'Предпросмотр приложения' })
        .getByText('Нет связи с сервером: предпросмотр появится, когда она восстановится.')
        .waitFor();

      await ui.openGeneralSettings();
      const card = ui.eventSettingsCard();
      await card.getByRole('textbox', { name: 'Название' }).fill(`${TITLE}!`);
      await card.getByRole('button', { name: 'Сохранить' }).click();
      await eventually(async () => (await ui.pendingCount()) >= 1, 'an unsent change');

      const crumbs = page.getByRole('navigation', { name: 'Навигация' });
      const events = await clipping(crumbs.getByRole('link', { name: 'Мероприятия' }));
      expect(events.cut).toBe(false);
      const title = await clipping(crumbs.getByRole('link', { name: `${TITLE}!` }));
      expect(title).toMatchObject({ ellipsis: true, cut: true });
      expect(title.width).toBeGreaterThanOrEqual(48);
      await ui.accessible('the edit toolbar offline with an unsent change');
      await e2e.goOnline();
      await eventually(async () => (await ui.pendingCount()) === 0, 'the change to be sent');
    }));

  it("fits the app's title in the preview's 262 px", () =>
    e2e.capture('details-app-title-262', async () => {
      const { api, o, eventId } = organiser;
      await api.events.publish({ eventId }, o);
      const app = await e2e.context.newPage();
      try {
        await app.setViewportSize({ width: 262, height: 467 });
        await app.goto(e2e.url(`/${eventKey}/`));
        const heading = app.getByRole('heading', { level: 1 });
        await heading.waitFor();
        const box = await heading.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(262);
        expect(await app.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          262,
        );
      } finally {
        await app.close();
      }
    }));

  // Last: the refused key stays in the failed-changes list.
  it('calls a console path a reserved key, on the key field', () =>
    e2e.capture('details-reserved-key', async () => {
      const { page, ui } = e2e;
      await page.setViewportSize({ width: 1280, height: 800 });
      await e2e.goto(`/edit/${eventKey}/settings/general`);
      const card = ui.eventSettingsCard();
      await card.getByRole('textbox', { name: 'Ключ мероприятия' }).fill('signin');
      await card.getByRole('button', { name: 'Сохранить' }).click();
      await card
        .getByText('Этот ключ зарезервирован для страниц консоли. Выберите другой.')
        .first()
        .waitFor();
      await ui.accessible('the general settings with a refused key');
      await card.getByRole('textbox', { name: 'Ключ мероприятия' }).fill(eventKey);
    }));
});
