// Area chunks warmed while idle (issue 31, item 3): in a first session, once the edit shell's
// first screen has loaded and the page is idle, the code behind its drawer loads. A first click
// on a drawer entry then fetches no script: it waits for data at most, never for code.
import type { Request } from 'playwright-core';
import { E2E } from './browser';

jest.setTimeout(240_000);

describe('the drawer’s code in a first session', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await E2E.start();
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('is loaded while idle, so the first drawer clicks fetch no script', () =>
    e2e.capture('warm-drawer', async () => {
      const { page, ui } = e2e;
      await e2e.signUpNew('warm@example.com', 'correct horse battery');
      await ui.createEvent('Зимний форум');
      await ui.openEvent('Зимний форум');
      // The warm-up marks its end in the page's performance timeline (app/warmAreas.ts).
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        'eventapp:drawer-warmed',
        { timeout: 60_000 },
      );
      const scripts: string[] = [];
      const onRequest = (request: Request) => {
        // The console's own: the preview panel's frame is the attendee app, loading its own.
        if (request.resourceType() === 'script' && request.frame() === page.mainFrame())
          scripts.push(request.url());
      };
      page.on('request', onRequest);
      const drawer = page.getByRole('navigation', { name: 'Разделы мероприятия' });
      for (const [entry, heading] of [
        ['Спикеры', 'Спикеры'],
        ['Расписание', 'Расписание'],
        ['Уведомления', 'Уведомления'],
      ] as const) {
        await drawer.getByRole('link', { name: entry, exact: true }).click();
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      }
      page.off('request', onRequest);
      expect(scripts).toEqual([]);
      await ui.accessible('the posts screen after warmed clicks');
    }));
});
