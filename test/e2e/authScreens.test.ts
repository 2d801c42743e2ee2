// The auth screens' small faults of issue 30: a success closes its form's error notification
// (item 5), a link below a touched field takes the first click (item 6), and a signed-in user
// sent to the pre-rendered /signin goes on without a click (item 7).
import { clientsFor } from '../integration/support/harness';
import { E2E, eventually } from './browser';

jest.setTimeout(180_000);

const EMAIL = 'auth-screens@example.com';
const OTHER = 'auth-screens-2@example.com';
const PASSWORD = 'correct horse battery';

describe('the auth screens', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await E2E.start();
    const { users } = clientsFor(e2e.origin);
    await users.signUpOrg({ email: EMAIL, password: PASSWORD });
    await users.signUpOrg({ email: OTHER, password: PASSWORD });
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('takes the first click on a link below a field that was just left', () =>
    e2e.capture('auth-links-first-click', async () => {
      const { page, ui } = e2e;
      for (const [link, target] of [
        ['Забыли пароль?', '/restore-password'],
        ['Нет аккаунта? Зарегистрироваться', '/signup'],
      ] as const) {
        await e2e.goto('/signin');
        await page.getByRole('heading', { name: 'Вход' }).waitFor();
        // The console takes over the pre-rendered form first: its fields say what is wrong.
        await page.getByLabel('E-mail', { exact: true }).focus();
        await page.locator('#prerendered').waitFor({ state: 'detached' });
        await page.getByLabel('E-mail', { exact: true }).focus();
        await page.getByRole('link', { name: link }).click();
        await ui.at(target);
      }
      await ui.accessible('the sign-up screen reached by its link');
    }));

  it("shows a form's success at once, closing the refusal before it", () =>
    e2e.capture('auth-success-closes-refusal', async () => {
      const { page, ui } = e2e;
      const before = (await e2e.mailLinks(EMAIL)).length;
      await clientsFor(e2e.origin).auth.sendPasswordResetEmail({ email: EMAIL });
      await eventually(async () => (await e2e.mailLinks(EMAIL)).length > before, 'the reset mail');
      const [link] = (await e2e.mailLinks(EMAIL)).slice(-1);
      if (!link) throw new Error('no reset mail');
      await page.goto(link.toString());
      await page.getByText(`Аккаунт: ${EMAIL}`).waitFor();
      const setPassword = async (password: string) => {
        await page.getByLabel('Новый пароль', { exact: true }).fill(password);
        await page.getByLabel('Подтвердите новый пароль', { exact: true }).fill(password);
        await page.getByRole('button', { name: 'Сменить пароль' }).click();
      };
      // Long enough for the form, too common for the server.
      await setPassword('password1');
      const alert = page.getByRole('alert').filter({ hasText: 'Ошибка' });
      await alert.first().waitFor();
      await setPassword('staple battery horse correct');
      // A notification lasts 6 s: the success must not wait for the refusal to time out.
      await page
        .getByRole('status')
        .getByText('Пароль изменен.', { exact: true })
        .waitFor({ timeout: 3_000 });
      expect(await alert.count()).toBe(0);
      await ui.at('/');
      await ui.accessible('the event list after a password change');
    }));

  it('sends a signed-in user on from /signin?redirect=… without a click', () =>
    e2e.capture('auth-signed-in-redirect', async () => {
      const { page, ui } = e2e;
      await e2e.goto('/signout');
      await ui.at('/signin');
      await ui.signIn(OTHER, PASSWORD);
      await ui.at('/');
      // The page comes from the server, as for an address typed or bookmarked.
      await e2e.goto('/signin?redirect=%2Fsettings');
      await ui.at('/settings');
      await page.getByRole('heading', { name: 'Настройки аккаунта', level: 1 }).waitFor();
    }));
});
