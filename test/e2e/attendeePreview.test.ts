// The console's live preview in Chromium: beside the edit screens a phone frame holds the
// event's app on the page of the screen being edited (spec/console.md §2.23), published or
// not (to its organiser only); the design shows there as it is edited, before Save; the
// organiser adds a speaker and the framed app shows it; the feedback screens show the app's
// feedback pages; 'copy link' copies the public URL; the framed
// app counts no visits.
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { createClients } from '../../src/common/clients';
import { E2E, eventually } from './browser';

jest.setTimeout(180_000);

describe('the preview panel', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await E2E.start();
  });
  afterAll(() => e2e?.close());

  it('follows the screens and shows the app live', () =>
    e2e.capture('attendee-preview', async () => {
      const { ui, page } = e2e;
      await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: e2e.origin,
      });
      const email = 'preview@example.com';
      const password = 'correct horse battery';
      await e2e.signUpNew(email, password);
      await ui.createEvent('Preview Conf');
      await ui.openEvent('Preview Conf');
      const [event] = await e2e.rows<{ id: string; key: string }>(
        sql`SELECT id, ext_key AS key FROM events`,
      );
      if (!event) throw new Error('the console created no event');
      const panel = page.getByRole('complementary', { name: 'Предпросмотр приложения' });
      const frameEl = panel.locator('iframe[title="Приложение мероприятия"]');
      const app = page.frameLocator('iframe[title="Приложение мероприятия"]');
      // Not published: the preview shows it to its organiser, with a credential in the URL…
      await app.getByRole('heading', { name: 'Preview Conf', level: 1 }).waitFor();
      const src = (await frameEl.getAttribute('src')) ?? '';
      expect(src).toMatch(new RegExp(`^${e2e.url(`/${event.key}/`)}\\?preview=[^#]+#/$`));
      // …and to no one else: the same page and data without it are not found.
      expect((await fetch(e2e.url(`/${event.key}/`))).status).toBe(404);
      expect((await fetch(e2e.url(`/api/v1/public/events/${event.key}`))).status).toBe(404);

      // The design as it is edited shows in the preview before Save.
      const drawer = page.locator('#edit-drawer');
      await drawer.getByRole('link', { name: 'Дизайн' }).click();
      await page.getByRole('heading', { name: 'Дизайн', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Название приложения' }).fill('Draft Conf');
      await page.getByRole('combobox', { name: 'Тема' }).selectOption('light');
      await app.getByRole('heading', { name: 'Draft Conf', level: 1 }).waitFor();
      await eventually(
        async () => (await app.locator('html').getAttribute('data-theme')) === 'light',
        'the preview to take the unsaved theme',
      );
      await ui.accessible('the design screen with its preview');
      // Nothing of it was saved.
      const [saved] = await e2e.rows<{ theme: { currentTheme?: string } }>(
        sql`SELECT theme FROM events WHERE id = ${event.id}`,
      );
      expect(saved?.theme.currentTheme ?? 'dark').toBe('dark');
      await page.getByRole('textbox', { name: 'Название приложения' }).fill('Preview Conf');
      await page.getByRole('combobox', { name: 'Тема' }).selectOption('dark');
      await app.getByRole('heading', { name: 'Preview Conf', level: 1 }).waitFor();

      const api = createClients(
        createGrpcWebTransport({ baseUrl: e2e.origin, httpVersion: '1.1' }),
      );
      const session = await api.auth.signIn({ email, password });
      await api.events.publish(
        { eventId: event.id },
        { headers: { 'access-token': session.idToken } },
      );
      await eventually(
        async () => (await fetch(e2e.url(`/${event.key}/`))).status === 200,
        'the event to be public',
      );

      await drawer.getByRole('link', { name: 'Спикеры' }).click();
      await eventually(
        async () => (await frameEl.getAttribute('src'))?.endsWith('#/speakers') === true,
        'the preview to follow the speakers screen',
      );
      await app.getByRole('heading', { name: 'Спикеры', level: 1 }).waitFor();
      await ui.accessible('the speakers screen with its preview');
      await api.speakers.createSpeaker(
        { eventId: event.id, speakerId: uuidv7(), name: 'Grace Hopper' },
        { headers: { 'access-token': session.idToken } },
      );
      await app.getByRole('link', { name: /Grace Hopper/ }).waitFor({ timeout: 15_000 });

      await drawer.getByRole('link', { name: 'Расписание' }).click();
      await app.getByRole('heading', { name: 'Расписание', level: 1 }).waitFor();
      await drawer.getByRole('link', { name: 'Уведомления' }).click();
      await app.getByRole('heading', { name: 'Новости', level: 1 }).waitFor();

      await panel.getByRole('button', { name: 'скопировать ссылку' }).click();
      await ui.notification('Ссылка скопирована.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        e2e.url(`/${event.key}/notifications`),
      );
      expect(
        await panel.getByRole('link', { name: 'ОТКРЫТЬ В БРАУЗЕРЕ' }).getAttribute('href'),
      ).toBe(e2e.url(`/${event.key}/notifications`));
      // The feedback screens move it too: the list, then a form (issue 30, item 3).
      await api.forms.upsertForm(
        { eventId: event.id, formId: 'feedback_day-one', name: 'День первый', requiredForm: false },
        { headers: { 'access-token': session.idToken } },
      );
      const followed = (hash: string, what: string) =>
        eventually(async () => (await frameEl.getAttribute('src'))?.endsWith(hash) === true, what);
      await drawer.getByRole('link', { name: 'Обратная связь' }).click();
      await followed('#/feedbacks', 'the preview to follow the feedback forms screen');
      await page.getByRole('link', { name: 'День первый' }).click();
      await followed('#/feedbacks/feedback_day-one', 'the preview to follow the feedback form');
      await app.getByRole('heading', { name: 'День первый', level: 1 }).waitFor();

      // The organiser's looks through the preview are no attendee visits.
      const views = await e2e.rows(
        sql`SELECT 1 FROM stat_client_days WHERE event_id = ${event.id}`,
      );
      expect(views).toHaveLength(0);
    }));
});
