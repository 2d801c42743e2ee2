// The general settings' data integrity in Chromium (issue 9, items 1–3): a key another event
// holds is refused on the event that asked for it (the route never moves to an unconfirmed
// key), leaving with Save after a key change goes where the organiser asked, and the form
// follows the event language.
import { sql } from 'drizzle-orm';
import { E2E, eventually } from './browser';

jest.setTimeout(240_000);

describe('the general settings in a browser', () => {
  let e2e: E2E;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    e2e = await E2E.start();
    e2e.page.on('pageerror', (error) => pageErrors.push(error.message));
    await e2e.signUpNew('general@example.com', 'correct horse battery');
    await e2e.ui.createEvent('Летний форум');
    await e2e.ui.createEvent('Зимний форум');
    await eventually(async () => (await e2e.ui.pendingCount()) === 0, 'the creates to be sent');
  });

  afterAll(async () => {
    await e2e?.close();
  });

  const field = (name: string) =>
    e2e.ui.eventSettingsCard().getByRole('textbox', { name, exact: true });
  const save = () => e2e.ui.eventSettingsCard().getByRole('button', { name: 'Сохранить' }).click();
  const keys = async () =>
    (
      await e2e.rows<{ key: string }>(sql`SELECT ext_key AS key FROM events ORDER BY created_at`)
    ).map((row) => row.key);

  it('refuses a key another event holds, keeping the organiser on their event', () =>
    e2e.capture('general-taken-key', async () => {
      const { page, ui } = e2e;
      await ui.openEvent('Зимний форум');
      await ui.openGeneralSettings();
      await ui.at('/edit/zimniy-forum/settings/general');
      await field('Ключ мероприятия').fill('letniy-forum');
      await save();

      // The server's reason, in Russian, on the key field; the URL and the form stay on B.
      const key = page.getByRole('textbox', { name: 'Ключ мероприятия' });
      await ui
        .eventSettingsCard()
        .getByText('Этот ключ занят другим мероприятием.', { exact: true })
        .waitFor();
      expect(await key.getAttribute('aria-invalid')).toBe('true');
      expect(await key.inputValue()).toBe('letniy-forum');
      expect(new URL(page.url()).pathname).toBe('/edit/zimniy-forum/settings/general');
      expect(await field('Название').inputValue()).toBe('Зимний форум');
      await ui.editedTitle('Зимний форум').waitFor();
      expect(await page.getByText('Данные обновлены.', { exact: true }).count()).toBe(0);
      await ui.accessible('the general settings with a refused key');
      expect(await keys()).toEqual(['letniy-forum', 'zimniy-forum']);

      // The failed-writes list names the change in words, with the reason in Russian.
      await page.getByRole('button', { name: 'Показать', exact: true }).click();
      const failed = page.getByRole('dialog', { name: 'Несохраненные изменения' });
      await failed.getByText('Настройки мероприятия «Зимний форум»', { exact: true }).waitFor();
      await failed.getByText('Этот ключ занят другим мероприятием.', { exact: true }).waitFor();
      await ui.accessible('the failed writes list');
      await failed.getByRole('button', { name: 'Закрыть' }).click();
      await failed.waitFor({ state: 'detached' });

      // A free key saves, moves the URL once the server has it, and supersedes the refusal.
      await field('Ключ мероприятия').fill('zima-2026');
      await save();
      await ui.notification('Данные обновлены.');
      await ui.at('/edit/zima-2026/settings/general');
      expect(await field('Название').inputValue()).toBe('Зимний форум');
      await page.getByText(/не удалось сохранить/).waitFor({ state: 'detached' });
      expect(await keys()).toEqual(['letniy-forum', 'zima-2026']);
    }));

  it('leaves for the page asked for when Save is chosen after a key change', () =>
    e2e.capture('general-leave-save', async () => {
      const { page, ui } = e2e;
      await ui.at('/edit/zima-2026/settings/general');
      await field('Название').fill('Зимний форум 2027');
      await field('Ключ мероприятия').fill('zima-2027');
      await page
        .getByRole('navigation', { name: 'Разделы мероприятия' })
        .getByRole('link', { name: 'Главная' })
        .click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await dialog.getByRole('heading', { name: 'Сохранить изменения?' }).waitFor();
      await ui.accessible('the unsaved-changes dialog');
      await dialog.getByRole('button', { name: 'Сохранить', exact: true }).click();

      await ui.at('/edit/zima-2027');
      await page.getByRole('heading', { name: 'Главная', level: 1 }).waitFor();
      await ui.editedTitle('Зимний форум 2027').waitFor();
      expect(pageErrors).toEqual([]);
      expect(await keys()).toEqual(['letniy-forum', 'zima-2027']);
    }));

  it('opens the form in the event language after a switch, and saves into that language', () =>
    e2e.capture('general-language', async () => {
      const { page, ui } = e2e;
      await ui.openGeneralSettings();
      const language = page
        .getByRole('region', { name: 'Язык мероприятия' })
        .getByRole('combobox', { name: 'Язык' });
      await language.selectOption('en');
      // No English title: the card asks first (issue 30, item 12).
      const question = page.getByRole('alertdialog');
      await question.getByRole('heading', { name: 'Сменить язык мероприятия?' }).waitFor();
      await question.getByRole('button', { name: 'Сменить язык' }).click();
      // No English texts yet: the breadcrumb and the Name field agree.
      await ui.editedTitle('Без названия').waitFor();
      await eventually(
        async () => (await field('Название').inputValue()) === '',
        'the Name field in English (empty)',
      );
      await ui.accessible('the general settings in another event language');
      await field('Название').fill('Winter forum');
      await save();
      await ui.notification('Данные обновлены.');
      await ui.editedTitle('Winter forum').waitFor();

      await language.selectOption('ru');
      await ui.editedTitle('Зимний форум 2027').waitFor();
      await eventually(
        async () => (await field('Название').inputValue()) === 'Зимний форум 2027',
        'the Name field in Russian again',
      );
      await language.selectOption('en');
      await eventually(
        async () => (await field('Название').inputValue()) === 'Winter forum',
        'the Name field in English again',
      );
      expect(pageErrors).toEqual([]);
    }));
});
