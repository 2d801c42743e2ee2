// Content in Chromium (issue 10): a speaker with an avatar, two meetings with that speaker on
// two days, and a post about the first meeting made offline, published and pinned, kept across
// a reload: everything reaches the server exactly once.
import { sql } from 'drizzle-orm';
import { E2E, eventually } from './browser';
import { png } from './images';

jest.setTimeout(240_000);

describe('posts, speakers and the schedule in a browser', () => {
  let e2e: E2E;
  const email = 'content@example.com';
  /** The event's console path, once the first test made it. */
  let eventHref = '';

  beforeAll(async () => {
    e2e = await E2E.start({ proxy: true });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const meeting = async (href: string, name: string, date: string) => {
    const { page } = e2e;
    await e2e.goto(`${href}/meetings/new`);
    await page.getByRole('heading', { name: 'Новая сессия' }).waitFor();
    await page.getByRole('textbox', { name: 'Название' }).fill(name);
    await page.getByLabel('Дата начала').fill(date);
    await page.getByLabel('Время начала').fill('10:00');
    await page.getByLabel('Дата окончания').fill(date);
    await page.getByLabel('Время окончания').fill('11:00');
    await page.getByRole('combobox', { name: 'Добавить спикера' }).selectOption({ label: 'Ада' });
    await page.getByRole('button', { name: 'Убрать спикера Ада' }).waitFor();
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.getByRole('heading', { name: 'Сессия', exact: true }).waitFor();
  };

  it('builds a two-day schedule with a speaker and a post, partly offline, once', () =>
    e2e.capture('content-schedule', async () => {
      const { page, ui } = e2e;
      await e2e.signUpNew(email, 'correct horse battery');
      await page.getByRole('heading', { name: 'Мероприятия', level: 1 }).waitFor();
      // The shell must be precached before the network goes (the first visit installs it).
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await ui.createEvent('Контент');
      const href = await ui
        .card('Контент')
        .getByRole('link', { name: 'Контент', exact: true })
        .getAttribute('href');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the create to be sent');
      eventHref = href ?? '';

      await e2e.goto(`${href}/speakers`);
      await page.getByRole('heading', { name: 'Спикеры', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Добавить спикера' }).click();
      await page.getByRole('textbox', { name: 'Имя' }).fill('Ада');
      await page.getByLabel('Аватар', { exact: true }).setInputFiles({
        name: 'ada.png',
        mimeType: 'image/png',
        buffer: await png(400, 400),
      });
      const editor = page.getByRole('dialog');
      await editor.getByRole('heading', { name: 'Обрезка изображения' }).waitFor();
      await editor.getByRole('button', { name: 'Сохранить' }).click();
      await editor.waitFor({ state: 'detached', timeout: 60_000 });
      await ui.accessible('the speaker editor');
      await page.getByRole('button', { name: 'Создать' }).click();
      await page.getByRole('heading', { name: 'Спикер', exact: true }).waitFor();

      await meeting(href ?? '', 'Открытие', '01.07.2026');
      await ui.accessible('the meeting editor');
      await meeting(href ?? '', 'Закрытие', '02.07.2026');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the writes to be sent');
      await e2e.goto(`${href}/meetings`);
      await page.getByRole('link', { name: 'Открытие' }).waitFor();
      await eventually(async () => (await page.getByRole('tab').count()) === 2, 'two day tabs');
      await ui.accessible('the schedule');

      await e2e.goOffline();
      await page.getByText('Нет связи', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Уведомления', exact: true }).click();
      await page.getByRole('link', { name: 'Добавить уведомление' }).click();
      await page.getByRole('textbox', { name: 'Текст' }).fill('Начинаем в 10:00');
      await page.getByRole('combobox', { name: 'Тип прикрепления' }).selectOption({
        label: 'Сессия',
      });
      await page.getByRole('combobox', { name: 'Элемент' }).selectOption({ label: 'Открытие' });
      await page.getByText('Опубликовано', { exact: true }).click();
      await page.getByText('Закреплено', { exact: true }).click();
      await ui.accessible('the post editor');
      await page.getByRole('button', { name: 'Создать' }).click();
      await page.getByRole('heading', { name: 'Уведомления', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Новости' }).waitFor();
      await eventually(
        async () => (await e2e.persistedPendingWrites()) === 1,
        'the queue to reach IndexedDB',
      );
      await page.reload();
      await page.getByRole('link', { name: 'Новости' }).waitFor();
      await e2e.goOnline();
      await eventually(async () => (await ui.pendingCount()) === 0, 'the post to be sent', 60_000);

      const speakers = await e2e.rows<{ id: string; avatar: string }>(
        sql`select id, avatar_id as avatar from speakers`,
      );
      expect(speakers).toHaveLength(1);
      expect(speakers[0]?.avatar).not.toBe('');
      const meetings = await e2e.rows<{ id: string; name: string; speakers: string[] }>(
        sql`select id, name, speaker_ids as speakers from meetings order by start_at`,
      );
      expect(meetings.map((m) => [m.name, m.speakers])).toEqual([
        ['Открытие', [speakers[0]?.id]],
        ['Закрытие', [speakers[0]?.id]],
      ]);
      const posts = await e2e.rows(
        sql`select title, text, to_publish, to_pin, published_at is not null as published,
          ref_object_type, ref_object_id from posts`,
      );
      expect(posts).toEqual([
        {
          title: 'Новости',
          text: '<p>Начинаем в 10:00</p>',
          to_publish: true,
          to_pin: true,
          published: true,
          ref_object_type: 2,
          ref_object_id: meetings[0]?.id,
        },
      ]);
      const [ledger] = await e2e.rows<{ errors: number }>(
        sql`select count(l.error_code)::int as errors from mutation_ledger l
          join users u on u.id = l.user_id where u.email = ${email}`,
      );
      expect(ledger).toEqual({ errors: 0 });
    }));

  it('warns about a speaker in two meetings at once, and opens a day from the calendar', () =>
    e2e.capture('content-overlap', async () => {
      const { page, ui } = e2e;
      // Same speaker, same time as 'Открытие': saved (a warning, not a refusal), and warned.
      await meeting(eventHref, 'Перерыв', '01.07.2026');
      const warning = page.getByRole('status', { name: 'Пересечения (сохранить всё равно можно)' });
      await warning.getByText('Ада в это же время участвует в «Открытие»').waitFor();
      await ui.accessible('the meeting editor with an overlap warning');

      await e2e.goto(`${eventHref}/meetings`);
      await page.getByText('⚠ Ада в это же время участвует в «Перерыв»').waitFor();
      await page.getByText('⚠ Ада в это же время участвует в «Открытие»').waitFor();
      await page.getByRole('button', { name: 'Выбрать день в календаре' }).click();
      const calendar = page.getByRole('grid');
      await calendar.waitFor();
      await ui.accessible('the schedule calendar');
      await calendar.getByRole('button', { name: /^Нет сессий: пятница, 3 июля/ }).waitFor();
      await calendar.getByRole('button', { name: /^Выбрать четверг, 2 июля/ }).click();
      await page.getByRole('link', { name: 'Закрытие' }).waitFor();
      expect(await page.getByRole('link', { name: 'Открытие' }).count()).toBe(0);
    }));

  it('makes and edits an overlapping meeting offline, warned, and sends it once after a reload', () =>
    e2e.capture('content-overlap-offline', async () => {
      const { page, ui } = e2e;
      await e2e.goOffline();
      await page.getByText('Нет связи', { exact: true }).waitFor();
      await meeting(eventHref, 'Кофе', '01.07.2026');
      const warning = page.getByRole('status', { name: 'Пересечения (сохранить всё равно можно)' });
      await warning.getByText('Ада в это же время участвует в «Открытие»').waitFor();
      await eventually(
        async () => (await e2e.persistedPendingWrites()) === 1,
        'the queue to reach IndexedDB',
      );
      await page.reload();
      await page.getByRole('heading', { name: 'Сессия', exact: true }).waitFor();
      // Still offline after the reload: an edit queues behind the create.
      const queued = await e2e.persistedPendingWrites();
      await page.getByRole('textbox', { name: 'Название' }).fill('Кофе-брейк');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await eventually(
        async () => (await e2e.persistedPendingWrites()) > queued,
        'the edit to reach IndexedDB',
      );
      await e2e.goOnline();
      await eventually(
        async () => (await ui.pendingCount()) === 0,
        'the meeting to be sent',
        60_000,
      );
      const rows = await e2e.rows<{ name: string }>(
        sql`select name from meetings where name like 'Кофе%'`,
      );
      expect(rows).toEqual([{ name: 'Кофе-брейк' }]);
      const [ledger] = await e2e.rows<{ errors: number }>(
        sql`select count(l.error_code)::int as errors from mutation_ledger l
          join users u on u.id = l.user_id where u.email = ${email}`,
      );
      expect(ledger).toEqual({ errors: 0 });
    }));
});
