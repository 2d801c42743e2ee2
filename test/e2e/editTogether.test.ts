// One organiser editing a meeting on two devices, with an editor of the team writing through
// the API (issue 25 item 4, issue 23 item 3): a save sends only the fields its screen changed,
// so an untouched field keeps what another client saved meanwhile, even when the save waited
// offline; a field changed under an open edit says who changed it (the editor by name, or the
// organiser themself elsewhere) and shows the new value, and Save asks whose value stays; so does
// a field with the focus, changed or not. The history lists the writes by person, also in
// English at 360 px.
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { createClients } from '../../src/common/clients';
import { organiserWithEvent } from './attendeeRig';
import { CHROMIUM_ARGS, E2E, eventually } from './browser';
import { UI } from './ui';

jest.setTimeout(240_000);

const password = 'correct horse battery';
const email = 'together@example.com';
const editorEmail = 'anna@example.com';

describe('one meeting edited on two devices', () => {
  let e2e: E2E;
  let browser: Browser;
  let second: BrowserContext;
  let other: Page;
  let meetingId = '';
  let editor = '';
  let api: Awaited<ReturnType<typeof organiserWithEvent>>;
  /** The editor Anna's API session (she has no display name: the console names her by e-mail). */
  let anna: { api: ReturnType<typeof createClients>; o: { headers: Record<string, string> } };

  beforeAll(async () => {
    e2e = await E2E.start();
    api = await organiserWithEvent(e2e, email, 'Вместе');
    meetingId = uuidv7();
    const start = Date.UTC(2026, 11, 1, 7) / 1000;
    await api.api.meetings.createMeeting(
      {
        eventId: api.eventId,
        meetingId,
        name: 'Открытие',
        annotation: 'Первая аннотация',
        startAt: start,
        endAt: start + 3600,
        speakerIds: [],
      },
      api.o,
    );
    editor = `/edit/${api.key}/meetings/${meetingId}`;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    // The second device is a 360 px phone.
    second = await browser.newContext({ viewport: { width: 360, height: 740 } });
    second.setDefaultTimeout(20_000);
    // Anna signs up on a device of her own and joins the event as an editor.
    const hers = await browser.newContext();
    const herPage = await hers.newPage();
    await herPage.goto(e2e.url('/signup'));
    await new UI(herPage).signUp(editorEmail, password);
    await hers.close();
    const herApi = createClients(
      createGrpcWebTransport({ baseUrl: e2e.origin, httpVersion: '1.1' }),
    );
    const session = await herApi.auth.signIn({ email: editorEmail, password });
    anna = { api: herApi, o: { headers: { 'access-token': session.idToken } } };
    await api.api.team.inviteMember(
      { eventId: api.eventId, email: editorEmail, role: 'editor', invitationId: uuidv7() },
      api.o,
    );
    let code: string | null = null;
    await eventually(async () => {
      code =
        (await e2e.mailLinks(editorEmail, '/invitation')).at(-1)?.searchParams.get('code') ?? null;
      return code !== null;
    }, 'the invitation mail');
    await anna.api.team.acceptInvitation({ code: code! }, anna.o);

    other = await second.newPage();
    await other.goto(e2e.url('/signin'));
    await new UI(other).signIn(email, password);
  });

  afterAll(async () => {
    await browser?.close();
    await e2e?.close();
  });

  const row = async () =>
    (
      await e2e.rows<{ name: string; annotation: string }>(
        sql`SELECT name, annotation FROM meetings WHERE id = ${meetingId}`,
      )
    )[0];
  /** Anna, the editor, renames the meeting or rewrites its annotation through the API. */
  const elsewhere = (fields: { name?: string; annotation?: string }) =>
    eventually(async () => {
      const now = await row();
      if (!now) return false;
      const start = Date.UTC(2026, 11, 1, 7) / 1000;
      await anna.api.meetings.updateMeeting(
        {
          eventId: api.eventId,
          meetingId,
          name: fields.name ?? now.name,
          annotation: fields.annotation ?? now.annotation,
          startAt: start,
          endAt: start + 3600,
          showLocationInListMeetings: false,
        },
        anna.o,
      );
      return true;
    }, 'the other client to write');
  const nameOn = (page: Page) => page.getByRole('textbox', { name: 'Название', exact: true });
  const annotationOn = (page: Page) => page.getByRole('textbox', { name: 'Аннотация' });
  const openEditor = async (page: Page) => {
    await page.goto(e2e.url(editor));
    await page.getByRole('heading', { name: 'Сессия', level: 1 }).waitFor();
    await eventually(async () => (await nameOn(page).inputValue()) !== '', 'the meeting');
  };

  it("keeps another client's change of a field the save did not touch, also offline", () =>
    e2e.capture('together-untouched', async () => {
      await openEditor(other);
      await second.setOffline(true);
      await nameOn(other).fill('Открытие дня');
      await other.getByRole('button', { name: 'Сохранить' }).click();
      // Offline, the save waits on the device while the annotation changes elsewhere.
      await new UI(other).notification('Данные обновлены.');
      await elsewhere({ annotation: 'Новая аннотация' });
      await second.setOffline(false);
      await eventually(async () => (await row())?.name === 'Открытие дня', 'the queued save');
      expect(await row()).toEqual({ name: 'Открытие дня', annotation: 'Новая аннотация' });
      // The open form took the other client's annotation silently: it was not being edited.
      await eventually(
        async () => (await annotationOn(other).inputValue()) === 'Новая аннотация',
        'the untouched field to follow',
      );
    }));

  it('shows a field the organiser changed on another device and keeps mine when asked', () =>
    e2e.capture('together-keep-mine', async () => {
      const { page, ui } = e2e;
      await openEditor(page);
      await openEditor(other);
      await nameOn(other).fill('Открытие: моё');
      // The first device saves its own title meanwhile.
      await nameOn(page).fill('Открытие: их');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await ui.notification('Данные обновлены.');
      await eventually(async () => (await row())?.name === 'Открытие: их', 'the first save');

      const note = other.locator('[data-conflict="name"]');
      // The first device is the same organiser's: the note says so rather than "someone else".
      await note
        .getByText(
          'Вы изменили это поле в другой вкладке или на другом устройстве, пока редактировали его здесь.',
        )
        .waitFor();
      await note.getByText('Новое значение: «Открытие: их»').waitFor();
      expect(await nameOn(other).inputValue()).toBe('Открытие: моё');
      await new UI(other).accessible('a field changed by someone else');
      await other.getByRole('button', { name: 'Сохранить' }).click();
      const ask = other.getByRole('alertdialog');
      await ask.getByText('Поле изменено другим пользователем').waitFor();
      await ask.getByRole('button', { name: 'Оставить мои' }).click();
      await eventually(async () => (await row())?.name === 'Открытие: моё', 'mine to be kept');
      await note.waitFor({ state: 'detached' });
      // The first device's open form follows: its title was saved, so it is not being edited.
      await eventually(
        async () => (await nameOn(page).inputValue()) === 'Открытие: моё',
        'the first device to follow',
      );
    }));

  it('names the editor who changed the field, and keeps theirs when asked', () =>
    e2e.capture('together-keep-theirs', async () => {
      await openEditor(other);
      await nameOn(other).fill('Закрытие: моё');
      // The form has taken the typing (Save is on) before the other write comes in.
      await eventually(
        () => other.getByRole('button', { name: 'Сохранить' }).isEnabled(),
        'the edit to register',
      );
      await elsewhere({ name: 'Закрытие: их' });
      const note = other.locator('[data-conflict="name"]');
      await note.getByText('Новое значение: «Закрытие: их»').waitFor();
      await note
        .getByText(`Это поле изменил(а) ${editorEmail}, пока вы его редактировали.`)
        .waitFor();
      expect(
        await other.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await new UI(other).accessible('a field changed by a named editor');
      await other.getByRole('button', { name: 'Сохранить' }).click();
      await other.getByRole('alertdialog').getByRole('button', { name: 'Оставить их' }).click();
      await note.waitFor({ state: 'detached' });
      await eventually(
        async () => (await nameOn(other).inputValue()) === 'Закрытие: их',
        'their value in the form',
      );
      await eventually(async () => (await new UI(other).pendingCount()) === 0, 'the queue');
      expect((await row())?.name).toBe('Закрытие: их');
    }));

  it('lists both writes with their names, and undoing the first asks because of the later one', () =>
    e2e.capture('together-history', async () => {
      const { page, ui } = e2e;
      await page.goto(e2e.url(`/edit/${api.key}/history`));
      await page.getByRole('heading', { name: 'История изменений', level: 1 }).waitFor();
      const entries = page.getByRole('list', { name: 'История изменений' }).getByRole('listitem');
      // Newest first: Anna's rename, then the organiser's kept title over their first device's.
      const hers = entries.filter({ hasText: 'название: Открытие: моё → Закрытие: их' });
      await hers.getByText(`${editorEmail} · редактор`).waitFor();
      const mine = entries.filter({ hasText: 'название: Открытие: их → Открытие: моё' });
      await mine.getByText(`${email} · владелец`).waitFor();
      await entries.filter({ hasText: 'название: Открытие дня → Открытие: их' }).waitFor();

      await mine.getByRole('button', { name: 'Отменить' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Эти данные уже меняли позже').waitFor();
      await dialog.getByText(new RegExp(`меняли: ${editorEmail.replace('.', '\\.')}\\.`)).waitFor();
      await ui.accessible('the question before undoing under a later change');
      await dialog.getByRole('button', { name: 'Не сохранять' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await row())?.name).toBe('Закрытие: их');

      // The person filter: only Anna's writes (the annotation and the rename), none of ours.
      await page.getByLabel('Кто', { exact: true }).selectOption({ label: editorEmail });
      const onlyHers = async () => {
        const texts = await entries.allTextContents();
        return texts.length === 2 && texts.every((text) => text.startsWith(`${editorEmail} · `));
      };
      await eventually(onlyHers, 'only her writes listed');

      // The same screen in English on a 360 px phone.
      await page.setViewportSize({ width: 360, height: 740 });
      await ui.accountMenu('English');
      await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
      const listed = page.getByRole('list', { name: 'History' }).getByRole('listitem');
      const renamed = listed.filter({ hasText: 'name: Открытие: моё → Закрытие: их' });
      await renamed.getByText(`${editorEmail} · editor`).waitFor();
      await renamed.getByText('Changed: Session “Закрытие: их”').waitFor();
      await renamed.getByRole('button', { name: 'Undo' }).waitFor();
      await page.getByRole('button', { name: 'Download CSV' }).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await ui.accessible('the history in English at 360 px');
      await ui.accountMenu('Русский');
      await page.getByRole('heading', { name: 'История изменений', level: 1 }).waitFor();
      await page.setViewportSize({ width: 1280, height: 800 });
    }));

  // The same for the other editors (issue 23 item 3): the location editor names the fields it
  // changed, so an address another client wrote after the screen loaded survives a rename.
  it("keeps a location's address written elsewhere when its name is saved", () =>
    e2e.capture('together-location', async () => {
      const { page, ui } = e2e;
      const locationId = uuidv7();
      const location = { eventId: api.eventId, locationId, name: 'Зал', address: 'Улица 1' };
      await api.api.locations.createLocation(location, api.o);
      const stored = async () =>
        (
          await e2e.rows<{ name: string; address: string }>(
            sql`SELECT name, address FROM locations WHERE id = ${locationId}`,
          )
        )[0];
      await page.goto(e2e.url(`/edit/${api.key}/locations/${locationId}`));
      const name = page.getByRole('textbox', { name: 'Название', exact: true });
      await eventually(async () => (await name.inputValue()) === 'Зал', 'the location');
      const address = page.getByRole('textbox', { name: 'Адрес' });
      expect(await address.inputValue()).toBe('Улица 1');
      // Another client rewrites the address; this screen keeps showing the one it loaded.
      await api.api.locations.updateLocation({ ...location, address: 'Улица 2' }, api.o);
      await eventually(async () => (await stored())?.address === 'Улица 2', 'the other write');
      await name.fill('Большой зал');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await ui.notification('Данные обновлены.');
      await eventually(async () => (await stored())?.name === 'Большой зал', 'the save');
      expect(await stored()).toEqual({ name: 'Большой зал', address: 'Улица 2' });
    }));

  // "A field the organiser is editing (form open, value changed or not)": the cursor in it is
  // editing it, before any key is pressed.
  it('says so when the field with the focus, not yet changed, is changed elsewhere', () =>
    e2e.capture('together-focused', async () => {
      await openEditor(other);
      const shown = await nameOn(other).inputValue();
      await nameOn(other).focus();
      await elsewhere({ name: 'Финал: их' });
      const note = other.locator('[data-conflict="name"]');
      await note.getByText('Новое значение: «Финал: их»').waitFor();
      await note
        .getByText(`Это поле изменил(а) ${editorEmail}, пока вы его редактировали.`)
        .waitFor();
      // The value under the cursor stays what the organiser was looking at.
      expect(await nameOn(other).inputValue()).toBe(shown);
      await other.getByRole('button', { name: 'Сохранить' }).click();
      await other.getByRole('alertdialog').getByRole('button', { name: 'Оставить их' }).click();
      await note.waitFor({ state: 'detached' });
      await eventually(
        async () => (await nameOn(other).inputValue()) === 'Финал: их',
        'their value in the form',
      );
      await eventually(async () => (await new UI(other).pendingCount()) === 0, 'the queue');
      expect((await row())?.name).toBe('Финал: их');
    }));
});
