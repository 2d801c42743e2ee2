// Dates follow the interface language, not the browser's (issue 9, item 15): in a Chromium
// whose own language is English, the Russian console shows and takes dd.mm.yyyy, offers a
// calendar, keeps what it saved across a reload, and refuses a day that does not exist on its field, in Russian.
import { E2E, eventually } from './browser';

jest.setTimeout(240_000);

describe('date fields in a browser set to English', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await E2E.start({ browserLocale: 'en-US' });
    await e2e.signUpNew('dates@example.com', 'correct horse battery');
    await e2e.ui.createEvent('Зимний форум');
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('reads dd.mm.yyyy in the Russian interface, with a calendar and a Russian refusal', () =>
    e2e.capture('dates-ru', async () => {
      const { page, ui } = e2e;
      expect(await page.evaluate(() => navigator.language)).toBe('en-US');
      await ui.openEvent('Зимний форум');
      await ui.openGeneralSettings();
      const card = ui.eventSettingsCard();
      const start = card.getByLabel('Дата начала', { exact: true });
      const end = card.getByLabel('Дата окончания', { exact: true });
      expect(await start.getAttribute('placeholder')).toBe('дд.мм.гггг');

      await start.fill('24.11.2026');
      await end.fill('31.02.2026');
      await end.blur();
      await card.getByText('Такой даты нет: 31.02.2026. Проверьте день и месяц.').waitFor();
      expect(await end.getAttribute('aria-invalid')).toBe('true');
      await ui.accessible('a refused date');

      // The calendar opens on the start's month, in Russian; a chosen day fills the field.
      await card.getByRole('button', { name: 'Открыть календарь' }).nth(1).click();
      const day = page.getByRole('button', { name: /26 ноября 2026/ });
      await day.waitFor();
      await ui.accessible('the calendar');
      await day.click();
      await eventually(async () => (await end.inputValue()) === '26.11.2026', 'the chosen day');
      expect(await card.getByText(/Такой даты нет/).count()).toBe(0);
      await card.getByRole('button', { name: 'Сохранить' }).click();
      await ui.notification('Данные обновлены.');

      await page.reload();
      await page.getByRole('heading', { name: 'Основные настройки', level: 1 }).waitFor();
      await eventually(async () => (await start.inputValue()) === '24.11.2026', 'the start');
      expect(await end.inputValue()).toBe('26.11.2026');
    }));
});
