// The console at 360 px (issue 9, item 15): a long event title ends with an ellipsis in the
// breadcrumb, the dashboard URL keeps its copy button in view, Escape closes the drawer, and
// the design and organizers screens line up with the others.
import type { Locator } from 'playwright-core';
import { E2E } from './browser';

jest.setTimeout(240_000);

const LONG_TITLE = 'Международный форум разработчиков мобильных приложений и сервисов 2027';

describe('the console at 360 px', () => {
  let e2e: E2E;
  let base = '';

  beforeAll(async () => {
    e2e = await E2E.start();
    await e2e.signUpNew('narrow@example.com', 'correct horse battery');
    await e2e.ui.createEvent(LONG_TITLE);
    await e2e.ui.openEvent(LONG_TITLE);
    base = new URL(e2e.page.url()).pathname;
    await e2e.page.setViewportSize({ width: 360, height: 740 });
  });

  afterAll(async () => {
    await e2e?.close();
  });

  const inView = async (locator: Locator) => {
    const box = await locator.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= 360;
  };

  it('ellipsises the title, keeps the URL copy button in view, and closes the drawer on Escape', () =>
    e2e.capture('narrow-dashboard', async () => {
      const { page, ui } = e2e;
      const title = ui.editedTitle(LONG_TITLE);
      await title.waitFor();
      const clipped = await title.evaluate((element) => ({
        overflow: getComputedStyle(element).textOverflow,
        cut: element.scrollWidth > element.clientWidth,
      }));
      expect(clipped).toEqual({ overflow: 'ellipsis', cut: true });
      expect(await inView(page.getByRole('button', { name: 'Скопировать ссылку' }))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await ui.accessible('the dashboard at 360 px');

      await page.getByRole('button', { name: 'Меню разделов' }).click();
      const drawer = page.getByRole('dialog', { name: 'Разделы мероприятия' });
      await drawer.waitFor();
      await ui.accessible('the drawer at 360 px');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    }));

  it('lines up the design and organizers screens with the general settings', () =>
    e2e.capture('narrow-alignment', async () => {
      const { page, ui } = e2e;
      const frame = async (path: string, heading: string) => {
        await page.goto(`${page.url().split('/edit/')[0]}${base}${path}`);
        const h1 = page.getByRole('heading', { name: heading, level: 1 });
        await h1.waitFor();
        await ui.accessible(`${heading} at 360 px`);
        return h1.evaluate((element) => {
          const own = element.getBoundingClientRect();
          const column = element.parentElement?.getBoundingClientRect();
          return { x: own.x, y: own.y, width: column?.width };
        });
      };
      const general = await frame('/settings/general', 'Основные настройки');
      expect(await frame('/design', 'Дизайн')).toEqual(general);
      expect(await frame('/settings/organizers', 'Организаторы')).toEqual(general);
      await page.setViewportSize({ width: 1280, height: 800 });
      const wide = await frame('/settings/general', 'Основные настройки');
      expect(await frame('/design', 'Дизайн')).toEqual(wide);
      expect(await frame('/settings/organizers', 'Организаторы')).toEqual(wide);
    }));
});
