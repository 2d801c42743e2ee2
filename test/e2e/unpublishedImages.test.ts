// An unpublished event's images in Chromium (issue 28, item 11): its files are served only with
// a signed URL or to its team, yet the console shows the image the organiser uploads, and the
// preview panel shows it too, both as the unsaved design and once saved; the same file without
// its signature is not found for anyone else.
import { sql } from 'drizzle-orm';
import { E2E, eventually } from './browser';
import { png } from './images';

jest.setTimeout(180_000);

describe("an unpublished event's images", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await E2E.start();
  });
  afterAll(() => e2e?.close());

  it('show in the console and in its preview, signed, and to no one else', () =>
    e2e.capture('unpublished-images', async () => {
      const { page, ui } = e2e;
      await e2e.signUpNew('unpublished@example.com', 'correct horse battery');
      await ui.createEvent('Hidden Expo');
      await ui.openEvent('Hidden Expo');
      await page.locator('#edit-drawer').getByRole('link', { name: 'Дизайн' }).click();
      await page.getByRole('heading', { name: 'Дизайн', level: 1 }).waitFor();

      await page.getByLabel('Обложка внутренних экранов', { exact: true }).setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await png(1200, 800),
      });
      const editor = page.getByRole('dialog');
      await editor.getByRole('heading', { name: 'Обрезка изображения' }).waitFor();
      await editor.getByRole('button', { name: 'Сохранить' }).click();
      await editor.waitFor({ state: 'detached', timeout: 60_000 });
      const [file] = await e2e.rows<{ id: string; event_id: string }>(
        sql`select id, event_id from files where status = 'ok'`,
      );
      if (!file) throw new Error('the cover was not processed');

      // The console shows it from a signed URL…
      const shown = page.getByRole('img', { name: 'Изображение «Обложка внутренних экранов»' });
      await eventually(
        async () => (await shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)) > 0,
        'the console to show the cover',
      );
      const src = (await shown.getAttribute('src')) ?? '';
      expect(src).toMatch(
        new RegExp(
          `^/api/v1/event_resources/${file.event_id}/${file.id}_size_w600\\?v=[\\d.]+&sig=\\d+\\.[\\w-]+$`,
        ),
      );
      // …which is the file's only way out: without the signature, no one gets it.
      expect((await fetch(e2e.url(src.replace(/&sig=.*$/, '')))).status).toBe(404);
      expect((await fetch(e2e.url(src))).status).toBe(200);

      // The preview shows it as the unsaved design…
      const app = page.frameLocator('iframe[title="Приложение мероприятия"]');
      const cover = app.locator('img.cover');
      const coverShown = async () =>
        (await cover.count()) === 1 &&
        (await cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)) > 0;
      await eventually(coverShown, 'the preview to show the unsaved cover');
      expect(await cover.getAttribute('src')).toContain('sig=');
      await ui.accessible('the design screen with a signed cover');

      // …and once saved, as the server names it.
      await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
      await ui.notification('Данные обновлены.');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the write to be sent');
      await page.reload();
      await page.getByRole('heading', { name: 'Дизайн', level: 1 }).waitFor();
      await eventually(coverShown, 'the preview to show the saved cover');
      expect(await cover.getAttribute('srcset')).toMatch(/_size_w600\?v=[\w-]+&sig=/);
    }));
});
