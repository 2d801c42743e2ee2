// A team runs one event in Chromium (issue 24): the owner invites an editor and a door
// volunteer from the Team screen; each opens the mailed link (one signs up, one signs in) and
// accepts; the editor edits the schedule while the owner edits the design, and each sees the
// other's change live; the volunteer is sent to check-in, checks a participant in, finds
// participants by name and is told "no access" anywhere else; the owner removes the volunteer,
// whose open console loses the event within seconds. axe checks the new screens; the Team screen
// is checked in English too, and at 360 px.
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { FormFieldType } from '../../generated/manager/model_pb';
import { createClients } from '../../src/common/clients';
import { CheckInCodes } from '../../src/server/areas/participants';
import { CHROMIUM_ARGS, E2E, eventually } from './browser';
import { UI } from './ui';

jest.setTimeout(420_000);

const password = 'correct horse battery';
const ownerEmail = 'lead@example.com';
const editorEmail = 'editor@example.com';
const doorEmail = 'door@example.com';

describe('an event team in a browser', () => {
  let e2e: E2E;
  let others: Browser;

  beforeAll(async () => {
    e2e = await E2E.start();
    others = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await others?.close();
    await e2e?.close();
  });

  function rpc() {
    const { port } = e2e.app.fastify.server.address() as { port: number };
    return createClients(
      createGrpcWebTransport({ baseUrl: `http://127.0.0.1:${port}`, httpVersion: '1.1' }),
    );
  }

  /** A person on their own device: a browser context of their own (storage and session). */
  async function device(): Promise<{ page: Page; ui: UI }> {
    const context = await others.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    return { page, ui: new UI(page) };
  }

  /** The invitation link mailed to an address (the newest). */
  async function invitationLink(to: string): Promise<string> {
    let links: URL[] = [];
    await eventually(async () => {
      links = await e2e.mailLinks(to, '/invitation');
      return links.length > 0;
    }, `the invitation mail to ${to}`);
    const link = links.at(-1);
    if (!link) throw new Error('no invitation link');
    return link.toString();
  }

  it('invites, edits together, checks in at the door and removes the volunteer', () =>
    e2e.capture('team', async () => {
      const { page, ui } = e2e;
      const api = rpc();
      await e2e.signUpNew(ownerEmail, password);
      await ui.createEvent('Фестиваль');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the create to be sent');
      const [event] = await e2e.rows<{ id: string; key: string }>(
        sql`SELECT id, ext_key AS key FROM events`,
      );
      if (!event) throw new Error('the console created no event');
      const eventId = event.id;
      const owner = await api.auth.signIn({ email: ownerEmail, password });
      const asOwner = { headers: { 'access-token': owner.idToken } };
      await api.organizers.setOrgInfo({ orgName: 'Летние фестивали' }, asOwner);
      // A participant for the door, with a signed code.
      await api.forms.upsertForm(
        { eventId, formId: 'registration', name: 'Данные', requiredForm: true },
        asOwner,
      );
      const { fieldId } = await api.forms.addFieldOfForm(
        {
          eventId,
          formId: 'registration',
          fieldId: uuidv7(),
          fieldName: 'ФИО',
          fieldType: FormFieldType.FIO,
          fieldRequired: true,
          fieldVariants: [],
        },
        asOwner,
      );
      await api.participants.enableQRCode({ eventId }, asOwner);
      const { clientId } = await api.participants.create(
        { eventId, clientId: uuidv7(), registrationFormData: [{ fieldId, value: 'Анна Гость' }] },
        asOwner,
      );
      const annaCode = new CheckInCodes(e2e.app.config.secret).codeOf(eventId, clientId);
      // The volunteer already has an account: they sign in from the link.
      await api.users.signUpOrg({ email: doorEmail, password });

      // The owner invites both from the Team screen, under settings.
      const base = `/edit/${event.key}`;
      await e2e.goto(`${base}/settings`);
      await page.getByRole('link', { name: /Команда/ }).click();
      await page.getByRole('heading', { name: 'Команда', level: 1 }).waitFor();
      const invite = async (email: string, role: string) => {
        await page.getByRole('textbox', { name: 'Электронная почта' }).fill(email);
        await page.getByRole('combobox', { name: 'Роль' }).selectOption({ label: role });
        await page.getByRole('button', { name: 'Отправить приглашение' }).click();
        await page.getByTestId('team-invitation').filter({ hasText: email }).waitFor();
      };
      await invite(editorEmail, 'редактор');
      await invite(doorEmail, 'регистрация на входе');
      await ui.accessible('the team screen with two invitations');

      // The editor is new: the link leads to sign-up, then back to accept.
      const editor = await device();
      await editor.page.goto(await invitationLink(editorEmail));
      await editor.page.getByRole('heading', { name: 'Приглашение в команду' }).waitFor();
      await editor.ui.accessible('the invitation page, signed out');
      await editor.page.getByRole('link', { name: 'Зарегистрироваться' }).click();
      await editor.ui.signUp(editorEmail, password);
      await editor.ui.at('/invitation');
      await editor.page.getByRole('button', { name: 'Принять приглашение' }).waitFor();
      await editor.ui.accessible('the invitation page, signed in');
      await editor.page.getByRole('button', { name: 'Принять приглашение' }).click();
      await editor.ui.at('/');
      const editorCard = editor.ui.card('Фестиваль');
      await editorCard.getByText('редактор', { exact: true }).waitFor();
      await editorCard.getByText('Организатор: Летние фестивали').waitFor();
      await editor.ui.accessible('the event list of a member');

      // The volunteer signs in from the link, then accepts.
      const door = await device();
      await door.page.goto(await invitationLink(doorEmail));
      await door.page
        .getByRole('region', { name: 'Приглашение в команду' })
        .getByRole('link', { name: 'Войти' })
        .click();
      await door.ui.signIn(doorEmail, password);
      await door.ui.at('/invitation');
      await door.page.getByRole('button', { name: 'Принять приглашение' }).click();
      await door.ui.at('/');
      await door.ui.card('Фестиваль').getByText('регистрация на входе', { exact: true }).waitFor();

      // The owner's Team screen lists both, and the audit says who did what.
      await page.reload();
      const members = page.getByTestId('team-member');
      await members.filter({ hasText: editorEmail }).waitFor();
      await members.filter({ hasText: doorEmail }).waitFor();
      await page.getByText(`${doorEmail} принял(а) приглашение (регистрация на входе)`).waitFor();
      await page.getByText(`${ownerEmail} пригласил(а) ${editorEmail} (редактор)`).waitFor();

      // Editing together: the owner's second tab follows the schedule, the editor's the design.
      const ownerSchedule = await e2e.context.newPage();
      await ownerSchedule.goto(e2e.url(`${base}/meetings`));
      await ownerSchedule.getByRole('heading', { name: 'Расписание', level: 1 }).waitFor();
      const editorDesign = await editor.page.context().newPage();
      await editorDesign.goto(e2e.url(`${base}/design`));
      await editorDesign.getByRole('heading', { name: 'Дизайн', level: 1 }).waitFor();
      expect(await editorDesign.getByRole('combobox', { name: 'Тема' }).inputValue()).toBe('dark');
      // The editor is not offered the team, publishing or the domain.
      await editor.page.goto(e2e.url(`${base}/settings`));
      await editor.page.getByRole('heading', { name: 'Настройки', level: 1 }).waitFor();
      expect(await editor.page.getByRole('link', { name: /Команда/ }).count()).toBe(0);
      await editor.page.goto(e2e.url(`${base}/settings/team`));
      await editor.page.getByRole('heading', { name: 'Нет доступа' }).waitFor();

      await editor.page.goto(e2e.url(`${base}/meetings/new`));
      await editor.page.getByRole('textbox', { name: 'Название' }).fill('Открытие');
      await editor.page.getByLabel('Дата начала').fill('01.07.2026');
      await editor.page.getByLabel('Время начала').fill('10:00');
      await editor.page.getByLabel('Дата окончания').fill('01.07.2026');
      await editor.page.getByLabel('Время окончания').fill('11:00');
      await page.goto(e2e.url(`${base}/design`));
      await page.getByRole('heading', { name: 'Дизайн', level: 1 }).waitFor();
      await page.getByRole('combobox', { name: 'Тема' }).selectOption('light');
      await editor.page.getByRole('button', { name: 'Создать' }).click();
      await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
      await ownerSchedule.getByRole('link', { name: 'Открытие' }).waitFor();
      await eventually(
        async () =>
          (await editorDesign.getByRole('combobox', { name: 'Тема' }).inputValue()) === 'light',
        "the owner's theme in the editor's open design",
      );

      // The volunteer: sent to check-in, checks Анна in, finds her by name, nothing else.
      await door.ui.card('Фестиваль').getByRole('link', { name: 'Фестиваль' }).click();
      await door.ui.at(`${base}/check-in`);
      await door.page.getByRole('heading', { name: 'Вход по QR-коду', level: 1 }).waitFor();
      const nav = door.page.getByRole('navigation', { name: 'Разделы мероприятия' });
      await eventually(
        async () => (await nav.getByRole('link').count()) === 3,
        'the drawer of door staff: the product, check-in, participants',
      );
      await nav.getByRole('link', { name: 'Вход по QR' }).waitFor();
      await door.ui.accessible('the check-in screen of door staff');
      const code = door.page.getByRole('textbox', { name: 'Код участника' });
      await code.fill(annaCode);
      await code.press('Enter');
      await door.page
        .getByRole('list', { name: 'Отметки' })
        .getByText('Участник отмечен: Анна Гость')
        .waitFor();
      await nav.getByRole('link', { name: 'Участники' }).click();
      await door.page.getByRole('searchbox').fill('Анна');
      await door.page.getByText('Анна Гость').first().waitFor();
      expect(await door.page.getByRole('link', { name: 'Добавить' }).count()).toBe(0);
      await door.ui.accessible('the participant lookup of door staff');
      await door.page.goto(e2e.url(`${base}/design`));
      await door.page.getByRole('heading', { name: 'Нет доступа' }).waitFor();
      await door.page
        .getByText(
          'Ваша роль в этом мероприятии — регистрация на входе: этот раздел ей недоступен.',
        )
        .waitFor();
      await door.ui.accessible('the no-access screen');
      const [checked] = await e2e.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM participants WHERE checked_in_at IS NOT NULL`,
      );
      expect(checked?.n).toBe(1);

      // The owner removes the volunteer, whose open check-in screen loses the event at once.
      await door.page.goto(e2e.url(`${base}/check-in`));
      await door.page.getByRole('heading', { name: 'Вход по QR-коду', level: 1 }).waitFor();
      await page.goto(e2e.url(`${base}/settings/team`));
      await members
        .filter({ hasText: doorEmail })
        .getByRole('button', { name: `Удалить из команды: ${doorEmail}` })
        .click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Удалить из команды' })
        .click();
      await page.getByText(`${doorEmail} больше не в команде.`).waitFor();
      const removedAt = Date.now();
      await eventually(
        async () =>
          (await door.page.getByRole('heading', { name: 'Вход по QR-коду' }).count()) === 0,
        'the removed volunteer to lose the check-in screen',
      );
      expect(Date.now() - removedAt).toBeLessThan(10_000);
      await door.page
        .getByRole('heading', { name: /Нет доступа|Мероприятие не найдено/ })
        .waitFor();

      // The Team screen in English, at 360 px.
      await page.setViewportSize({ width: 360, height: 740 });
      await ui.accountMenu('English');
      await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Send invitation' }).waitFor();
      await page
        .getByText(`${ownerEmail} removed ${doorEmail} from the team (door staff)`)
        .waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await ui.accessible('the team screen in English at 360 px');
    }));
});
