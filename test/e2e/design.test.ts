// The design screen in Chromium against the real server (spec/console.md §2.19, §2.25): an
// image below the role's minimum is refused in the browser; an icon is chosen, cropped (moved
// with an arrow), uploaded and processed, and shown from its served size; theme and colours
// are saved and survive a reload.
import { sql } from 'drizzle-orm';
import { E2E, eventually } from './browser';
import { png } from './images';

jest.setTimeout(180_000);

describe('the design screen in a browser', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await E2E.start();
  });

  afterAll(async () => {
    await e2e?.close();
  });

  const openDesign = async () => {
    const { page, ui } = e2e;
    await e2e.signUpNew('designer@example.com', 'correct horse battery');
    await ui.createEvent('Design Days');
    const href = await ui
      .card('Design Days')
      .getByRole('link', { name: 'Design Days', exact: true })
      .getAttribute('href');
    await eventually(async () => (await ui.pendingCount()) === 0, 'the create to be sent');
    await e2e.goto(`${href}/design`);
    await page.getByRole('heading', { name: 'Дизайн', level: 1 }).waitFor();
  };

  it('refuses an icon below 512x512 in the browser and clears the input', () =>
    e2e.capture('design-small-icon', async () => {
      const { page } = e2e;
      await openDesign();
      const iconInput = page.getByLabel('Иконка приложения', { exact: true });
      await iconInput.setInputFiles({
        name: 'small.png',
        mimeType: 'image/png',
        buffer: await png(300, 300),
      });
      await page
        .getByText('Изображение должно быть не меньше 512px в ширину и высоту.', { exact: true })
        .waitFor();
      expect(await iconInput.evaluate((el) => (el as HTMLInputElement).files?.length)).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
    }));

  it('uploads the icon cropped in the editor and shows its served 512 px size', () =>
    e2e.capture('design-icon', async () => {
      const { page, ui } = e2e;
      await page.getByRole('heading', { name: 'Дизайн', level: 1 }).waitFor();
      // §2.25: the crop editor holds the icon square; an arrow moves the box by 4 px.
      await page.getByLabel('Иконка приложения', { exact: true }).setInputFiles({
        name: 'icon.png',
        mimeType: 'image/png',
        buffer: await png(700, 600),
      });
      const editor = page.getByRole('dialog');
      await editor.getByRole('heading', { name: 'Обрезка изображения' }).waitFor();
      await ui.accessible('the crop editor');
      const readout = async () =>
        Promise.all(
          ['x', 'y', 'width', 'height'].map((f) => editor.getByTestId(`crop-${f}`).textContent()),
        );
      await eventually(async () => (await readout()).join() === '50,0,600,600', 'the square box');
      await editor.getByRole('button', { name: 'Сдвинуть вправо' }).click();
      expect(await readout()).toEqual(['54', '0', '600', '600']);
      await editor.getByRole('button', { name: 'Сохранить' }).click();
      await editor.waitFor({ state: 'detached', timeout: 60_000 });

      // Processed on the server with the crop, and shown from its served 512 size.
      const [file] = await e2e.rows<{ id: string; status: string; crop_xy: string }>(
        sql`select id, status, crop_xy from files`,
      );
      expect(file).toMatchObject({ status: 'ok', crop_xy: 'x054y00x1654y1600' });
      const preview = page.getByRole('img', { name: 'Изображение «Иконка приложения»' });
      await eventually(
        async () =>
          (await preview.getAttribute('src'))?.includes(`/${file!.id}_size_w512?v=`) === true &&
          (await preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)) === 512,
        'the served 512 px icon',
      );

      // The icon is the event's once saved.
      await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
      await ui.notification('Данные обновлены.');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the write to be sent');
      const [event] = await e2e.rows<{ icon_file_id: string }>(
        sql`select icon_file_id from events`,
      );
      expect(event!.icon_file_id).toBe(file!.id);
    }));
  it('saves theme and colours with one Save; they survive a reload', () =>
    e2e.capture('design-theme', async () => {
      const { page, ui } = e2e;
      // Still on the design screen of the first step.
      await page.getByRole('heading', { name: 'Дизайн', level: 1 }).waitFor();
      await ui.accessible('the design screen');
      expect(await page.getByRole('combobox', { name: 'Тема' }).inputValue()).toBe('dark');
      await page.getByRole('combobox', { name: 'Тема' }).selectOption('light');
      await page.getByRole('textbox', { name: 'Основной цвет' }).fill('#123456');
      await page.getByRole('textbox', { name: 'Цвет ссылок' }).fill('rgba(1, 2, 3, 0.5)');
      await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
      await ui.notification('Данные обновлены.');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the writes to be sent');

      await page.reload();
      await page.getByRole('heading', { name: 'Дизайн', level: 1 }).waitFor();
      await eventually(
        async () => (await page.getByRole('combobox', { name: 'Тема' }).inputValue()) === 'light',
        'the saved theme',
      );
      expect(await page.getByRole('textbox', { name: 'Основной цвет' }).inputValue()).toBe(
        '#123456',
      );
      expect(await page.getByRole('textbox', { name: 'Цвет ссылок' }).inputValue()).toBe(
        'rgba(1, 2, 3, 0.5)',
      );
      const [event] = await e2e.rows<{ theme: unknown }>(sql`select theme from events`);
      expect(JSON.stringify(event!.theme)).toContain('#123456');
    }));
});
