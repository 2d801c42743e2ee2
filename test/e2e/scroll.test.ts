// Scrolling on navigation (spec/console.md §2.2, issue 30 item 8): a new screen starts at its
// top, not where the screen before was left.
import { E2E, eventually } from './browser';

jest.setTimeout(120_000);

describe('scrolling between screens', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await E2E.start();
  });
  afterAll(() => e2e?.close());

  it('opens each screen at its top', () =>
    e2e.capture('scroll-on-navigation', async () => {
      const { page, ui } = e2e;
      await page.setViewportSize({ width: 1280, height: 500 });
      await e2e.signUpNew('scroll@example.com', 'correct horse battery');
      await ui.createEvent('Scroll Conf');
      await ui.openEvent('Scroll Conf');
      await ui.openGeneralSettings();
      await page.evaluate(() => window.scrollTo(0, 600));
      const left = await page.evaluate(() => window.scrollY);
      expect(left).toBeGreaterThan(200);

      // The design screen is longer than that: kept, the position would show.
      await page.locator('#edit-drawer').getByRole('link', { name: 'Дизайн' }).click();
      await page.getByRole('heading', { name: 'Дизайн', level: 1 }).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      ).toBeGreaterThan(left);
      await eventually(
        async () => (await page.evaluate(() => window.scrollY)) === 0,
        'the design screen to open at its top',
      );
    }));
});
