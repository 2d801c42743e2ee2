// A server refusal reads in the interface language (issue 30, item 2): the server says what it
// means (a locale key and its values), the console says it in Russian or English, never the
// server's English with its field name ("password: This password is too common…").
import { E2E } from './browser';

jest.setTimeout(120_000);

describe('server refusals', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await E2E.start();
  });
  afterAll(() => e2e?.close());

  it('say a weak password in the interface language, in Russian and in English', () =>
    e2e.capture('refusal-weak-password', async () => {
      const { page, ui } = e2e;
      const attempt = async (email: string, submit: string) => {
        await page.getByLabel('E-mail', { exact: true }).fill(email);
        await page
          .getByLabel('Пароль', { exact: true })
          .or(page.getByLabel('Password', { exact: true }))
          .fill('password');
        await page.getByRole('button', { name: submit }).click();
      };
      await e2e.goto('/signup');
      await page.getByRole('heading', { name: 'Регистрация' }).waitFor();
      await attempt('weak.ru@example.com', 'Создать аккаунт');
      const alert = page.getByRole('alert').filter({ hasText: 'распространён' });
      await alert.first().waitFor();
      expect(await alert.first().textContent()).toContain(
        'Этот пароль слишком распространён: выберите тот, который сложнее угадать.',
      );
      expect(await page.getByText('password:', { exact: false }).count()).toBe(0);
      expect(await page.getByText('too common', { exact: false }).count()).toBe(0);
      await ui.accessible('the sign-up screen with a refusal');

      await page.getByLabel('Язык интерфейса', { exact: true }).selectOption('en');
      await page.getByRole('heading', { name: 'Sign up' }).waitFor();
      await attempt('weak.en@example.com', 'Create account');
      await page
        .getByRole('alert')
        .filter({ hasText: 'This password is too common: choose one that is harder to guess.' })
        .first()
        .waitFor();
      expect(await page.getByText('password: ', { exact: false }).count()).toBe(0);
    }));
});
