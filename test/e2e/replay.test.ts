// Support replay in Chromium (issue 9, item 4): a diagnostics file downloaded from the account
// menu opens read-only. Nothing can be queued or sent: every action that would write is
// disabled, and the toolbar says it is a replay, not that the console is online.
import { sql } from 'drizzle-orm';
import { E2E, eventually } from './browser';

jest.setTimeout(180_000);

describe('the support replay in a browser', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await E2E.start();
    await e2e.signUpNew('replay@example.com', 'correct horse battery');
    await e2e.ui.createEvent('Форум для повтора');
    await e2e.ui.cardMenu('Форум для повтора', 'Опубликовать');
    await eventually(async () => (await e2e.ui.pendingCount()) === 0, 'the writes to be sent');
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('opens a diagnostics file read-only', () =>
    e2e.capture('replay-read-only', async () => {
      const { page, ui } = e2e;
      const file = await ui.downloadDiagnostics();

      await e2e.goto('/replay');
      await page.getByRole('heading', { name: 'Просмотр диагностики', level: 1 }).waitFor();
      await ui.accessible('the replay screen');
      await page.getByLabel('Файл диагностики (.json)').setInputFiles(file);
      await page.getByRole('button', { name: 'Открыть' }).click();
      await page.waitForURL((url) => url.search === '?replay=1');
      await page.getByText('Просмотр диагностики — только чтение').waitFor();

      // The list: the event is there, its actions are not offered.
      await ui.card('Форум для повтора').waitFor();
      const toolbar = page.getByRole('banner');
      await toolbar.getByText('Повтор диагностики', { exact: true }).waitFor();
      expect(await toolbar.getByText('В сети', { exact: true }).count()).toBe(0);
      const actions = ui
        .card('Форум для повтора')
        .getByRole('button', { name: /^Действия с мероприятием/ });
      expect(await actions.isDisabled()).toBe(true);
      await ui.accessible('the event list in a replay');

      // The dashboard: "Unpublish" cannot be clicked, nothing is queued.
      await ui.openEvent('Форум для повтора');
      const unpublish = page.getByRole('button', { name: 'Снять с публикации' });
      await unpublish.waitFor();
      expect(await unpublish.isDisabled()).toBe(true);
      await unpublish.click({ force: true });
      await ui.accessible('the dashboard in a replay');
      expect(await ui.pendingCount()).toBe(0);
      expect(await page.getByText('Не сохранено').count()).toBe(0);
      const [row] = await e2e.rows<{ published: boolean }>(
        sql`SELECT published_at IS NOT NULL AS published FROM events`,
      );
      expect(row?.published).toBe(true);
    }));

  // Issue 23, finding 6: a bundle taken inside an event gave a white page ("Cannot read
  // properties of undefined (reading 'type')") and held no entities.
  it("replays a bundle taken on an event's general settings on that screen", () =>
    e2e.capture('replay-general-settings', async () => {
      const { page, ui } = e2e;
      await e2e.goto('/');
      await ui.openEvent('Форум для повтора');
      await ui.openGeneralSettings();
      await ui.openReplay(await ui.downloadDiagnostics());
      await page.getByRole('heading', { name: 'Основные настройки', level: 1 }).waitFor();
      const name = ui.eventSettingsCard().getByRole('textbox', { name: 'Название' });
      expect(await name.inputValue()).toBe('Форум для повтора');
      expect(await name.isDisabled()).toBe(true);
      await ui.accessible('the general settings in a replay');
    }));
});
