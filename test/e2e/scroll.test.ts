// Scrolling on navigation (spec/console.md §2.2, issue 30 item 8): a new screen starts at its
// top, and going back returns to where the screen was left.
import { E2E, eventually } from './browser';

jest.setTimeout(120_000);

describe('scrolling between screens', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await E2E.start();
  });
  afterAll(() => e2e?.close());

  it('opens each screen at its top and goes back to the saved position', () =>
    e2e.capture('scroll-on-navigation', async () => {
      const { page, ui } = e2e;
      await page.setViewportSize({ width: 1280, height: 500 });
      await e2e.signUpNew('scroll@example.com', 'correct horse battery');
      await ui.createEvent('Scroll Conf');
      await ui.openEvent('Scroll Conf');
      await ui.openGeneralSettings();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const left = await page.evaluate(() => window.scrollY);
      expect(left).toBeGreaterThan(200);

      await page.locator('#edit-drawer').getByRole('link', { name: 'Спикеры' }).click();
      await page.getByRole('heading', { name: 'Спикеры', level: 1 }).waitFor();
      await eventually(
        async () => (await page.evaluate(() => window.scrollY)) === 0,
        'the speakers screen to open at its top',
      );

      await page.goBack();
      await page.getByRole('heading', { name: 'Основные настройки', level: 1 }).waitFor();
      await eventually(
        async () => Math.abs((await page.evaluate(() => window.scrollY)) - left) < 2,
        'the general settings to come back where they were left',
      );
    }));
});
