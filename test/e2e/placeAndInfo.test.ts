// The place, its locations and the info page in Chromium (issue 11): the venue described with
// two locations; a link, a text, an image and a PDF attached to a location and to an info
// section, reordered, one deleted; after reloads offline and online everything is there exactly
// once, and the PDF downloads from its resource URL.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { E2E, eventually } from './browser';

jest.setTimeout(300_000);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const png = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

describe('the place and info screens in a browser', () => {
  let e2e: E2E;
  const base = '/edit/letniy-forum';

  beforeAll(async () => {
    e2e = await E2E.start({ proxy: true });
    await e2e.signUpNew('venue@example.com', 'correct horse battery');
    await e2e.ui.createEvent('Летний форум');
    await e2e.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  });

  afterAll(async () => {
    await e2e?.close();
  });

  const files = () => e2e.page.getByRole('region', { name: 'Файлы и ссылки' });
  const itemTitles = async () =>
    (await files().getByRole('row').all())
      .slice(1)
      .map((row) => row.getByRole('cell').first().locator('div').first());
  const titlesShown = async () =>
    Promise.all((await itemTitles()).map((cell) => cell.textContent()));
  const settled = () =>
    eventually(
      async () => (await e2e.page.getByText('Ожидает отправки').count()) === 0,
      'the writes to echo back',
    );

  /** Adds a link, a text, an image and a PDF in the open screen's "files and links" card. */
  async function addAttachments(prefix: string) {
    const { page } = e2e;
    const dialog = page.getByRole('dialog', { name: 'Новый элемент' });
    const open = async (title: string, type: string, sort: string) => {
      await files().getByRole('button', { name: 'Добавить' }).click();
      await dialog.getByRole('textbox', { name: 'Название' }).fill(title);
      await dialog.getByRole('combobox', { name: 'Тип' }).selectOption(type);
      await dialog.getByRole('textbox', { name: 'Порядковый номер' }).fill(sort);
    };
    const create = async () => {
      await dialog.getByRole('button', { name: 'Создать' }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    await open(`${prefix} сайт`, '1', '1');
    await dialog.getByRole('textbox', { name: /Ссылка/ }).fill('https://example.org/venue');
    await e2e.ui.accessible('the attachment dialog');
    await create();

    await open(`${prefix} памятка`, '2', '2');
    await dialog.getByRole('textbox', { name: 'Текст', exact: true }).click();
    await page.keyboard.type('Вход с северной стороны');
    await create();

    await open(`${prefix} фото`, '3', '3');
    await dialog.getByLabel('Изображение', { exact: true }).setInputFiles({
      name: 'hall.png',
      mimeType: 'image/png',
      buffer: await png(),
    });
    const editor = page.getByRole('dialog', { name: 'Обрезка изображения' });
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.waitFor({ state: 'detached', timeout: 60_000 });
    await dialog
      .getByRole('img', { name: 'Изображение «Изображение»' })
      .waitFor({ timeout: 60_000 });
    await create();

    await open(`${prefix} план`, '4', '4');
    await dialog.getByLabel('Файл', { exact: true }).setInputFiles({
      name: 'floor-plan.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await dialog.getByRole('link', { name: 'floor-plan.pdf' }).waitFor({ timeout: 60_000 });
    await create();
    await eventually(async () => (await titlesShown()).length === 4, `${prefix}: four attachments`);
  }

  /** Moves the plan to the top, deletes the text, and checks the list. */
  async function reorderAndDelete(prefix: string) {
    const { page } = e2e;
    for (let i = 0; i < 3; i += 1) {
      await files()
        .getByRole('button', { name: `Выше: ${prefix} план` })
        .click();
      await settled();
    }
    await files()
      .getByRole('button', { name: `Удалить: ${prefix} памятка` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
    await eventually(async () => (await titlesShown()).length === 3, `${prefix}: the text deleted`);
    await settled();
    expect(await titlesShown()).toEqual([`${prefix} план`, `${prefix} сайт`, `${prefix} фото`]);
  }

  const serverItems = () =>
    e2e.rows<{ title: string; content_type: number; num_sort: number; link_url: string }>(
      sql`SELECT title, content_type, num_sort, link_url FROM cms_section_items ORDER BY title`,
    );

  let locationPath = '';
  let sectionPath = '';

  it('describes the venue with two locations and attaches four items to one', () =>
    e2e.capture('place-locations', async () => {
      const { page, ui } = e2e;
      await e2e.goto(`${base}/place`);
      await page.getByRole('heading', { name: 'Место проведения', level: 1 }).waitFor();
      await ui.accessible('the place screen');
      const card = page.getByRole('region', { name: 'Площадка' });
      await card.getByRole('textbox', { name: 'Название' }).fill('Экспоцентр');
      await card.getByRole('button', { name: 'Сохранить' }).click();
      await ui.notification('Данные обновлены.');

      for (const [name, address] of [
        ['Зал A', 'Павильон 3'],
        ['Зал B', ''],
      ] as const) {
        await e2e.goto(`${base}/place`);
        await page.getByRole('link', { name: 'Добавить локацию' }).click();
        await page.getByRole('heading', { name: 'Новая локация', level: 1 }).waitFor();
        await page.getByRole('textbox', { name: /Название/ }).fill(name);
        if (address) await page.getByRole('textbox', { name: 'Адрес' }).fill(address);
        await page.getByRole('button', { name: 'Создать' }).click();
        await page.waitForURL(/\/locations\/[0-9a-f-]{36}$/);
        await page.getByRole('heading', { name, level: 1 }).waitFor();
      }
      await ui.accessible('the location editor');
      await e2e.goto(`${base}/place`);
      const locations = page.getByRole('region', { name: /^(Места проведения|Локации)$/ });
      await locations.getByRole('link', { name: 'Зал A' }).click();
      await page.waitForURL(/\/locations\//);
      locationPath = new URL(page.url()).pathname;
      await addAttachments('Зал');
      await reorderAndDelete('Зал');
      expect(await e2e.rows(sql`SELECT name, address FROM locations ORDER BY name`)).toEqual([
        { name: 'Зал A', address: 'Павильон 3' },
        { name: 'Зал B', address: '' },
      ]);
    }));

  it('adds an info section with the same four items', () =>
    e2e.capture('info-section', async () => {
      const { page, ui } = e2e;
      await e2e.goto(`${base}/info`);
      await page.getByRole('heading', { name: 'Инфо', level: 1 }).waitFor();
      await ui.accessible('the info screen');
      await page.getByRole('link', { name: 'Добавить раздел' }).click();
      await page.getByRole('heading', { name: 'Новый раздел', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Название' }).fill('Трансфер');
      await page.getByRole('button', { name: 'Создать' }).click();
      await page.waitForURL(/\/info\/section\/[0-9a-f-]{36}$/);
      sectionPath = new URL(page.url()).pathname;
      await page
        .getByRole('navigation', { name: 'Путь к разделу' })
        .getByText('Трансфер')
        .waitFor();
      await ui.accessible('the info section editor');
      await addAttachments('Инфо');
      await reorderAndDelete('Инфо');
    }));

  it('shows everything exactly once after reloads offline and online', () =>
    e2e.capture('cms-reloads', async () => {
      const { page } = e2e;
      const expected = (prefix: string) => [`${prefix} план`, `${prefix} сайт`, `${prefix} фото`];
      const items = await serverItems();
      expect(items.map((i) => i.title)).toEqual([...expected('Зал'), ...expected('Инфо')].sort());

      // A reload gets back what redux-persist last wrote (throttled): wait until it holds the
      // six items the server has, so the offline reload shows the same.
      await eventually(async () => {
        const slice = await e2e.persistedSlice<{ ids: string[] }>('cmsSectionItems');
        return slice?.ids.length === 6;
      }, 'the items to reach IndexedDB');
      await e2e.goOffline();
      for (const [path, prefix] of [
        [locationPath, 'Зал'],
        [sectionPath, 'Инфо'],
      ] as const) {
        await page.goto(new URL(path, e2e.origin).toString());
        await eventually(async () => (await titlesShown()).length === 3, `${prefix} offline`);
        expect(await titlesShown()).toEqual(expected(prefix));
      }
      await e2e.goOnline();
      for (const [path, prefix] of [
        [locationPath, 'Зал'],
        [sectionPath, 'Инфо'],
      ] as const) {
        await page.goto(new URL(path, e2e.origin).toString());
        await eventually(async () => (await titlesShown()).length === 3, `${prefix} online`);
        expect(await titlesShown()).toEqual(expected(prefix));
      }
      expect(await serverItems()).toEqual(items);
    }));

  it('downloads the PDF from its resource URL once the event is published', async () => {
    const plans = (await serverItems()).filter((i) => i.content_type === 4);
    expect(plans).toHaveLength(2);
    // Unpublished, the plain link is no one's (issue 28, item 11): the console signs its own.
    for (const plan of plans) {
      expect((await e2e.page.request.get(plan.link_url)).status()).toBe(404);
    }
    // Published (as the dashboard's Publish does; its flow has tests of its own), attendees
    // download it by the stored link.
    await e2e.rows(sql`UPDATE events SET published_at = now() WHERE ext_key = 'letniy-forum'`);
    for (const plan of plans) {
      expect(plan.link_url).toMatch(/\/api\/v1\/event_resources\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
      const res = await e2e.page.request.get(plan.link_url);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
      expect(res.headers()['content-disposition']).toMatch(/^attachment/);
      expect(Buffer.from(await res.body())).toEqual(PDF);
    }
  });
});
