// The session's edges in Chromium (issue 9): after signing up or in, the address bar shows the
// landing path (item 12); the connection indicator follows the browser's network state as well
// as the live socket, and says "Нет связи" within two seconds of the browser going offline,
// even while the socket has not noticed yet (item 5).
import { E2E } from './browser';

jest.setTimeout(120_000);

describe('the connection indicator in a browser', () => {
  let e2e: E2E;

  const email = 'connection@example.com';
  const password = 'correct horse battery';

  beforeAll(async () => {
    e2e = await E2E.start();
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('lands on a clean address after signing up and after signing in', () =>
    e2e.capture('session-landing', async () => {
      const { page, ui } = e2e;
      await e2e.signUpNew(email, password);
      await page.getByRole('heading', { name: 'Мероприятия', level: 1 }).waitFor();
      expect(new URL(page.url()).search).toBe('');
      await ui.accountMenu('Выйти');
      await ui.at('/signin');
      await ui.signIn(email, password);
      await page.getByRole('heading', { name: 'Мероприятия', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(new URL(page.url()).search).toBe('');
      await ui.accessible('the event list after signing in');
    }));

  it('says offline within 2 s of the browser going offline, and online when it is back', () =>
    e2e.capture('connection-indicator', async () => {
      const { page, ui } = e2e;
      const toolbar = page.getByRole('banner');
      await toolbar.getByText('В сети', { exact: true }).waitFor();
      // Only the browser goes offline: the server and the open socket are untouched.
      await e2e.context.setOffline(true);
      await toolbar.getByText('Нет связи', { exact: true }).waitFor({ timeout: 2000 });
      await ui.accessible('the event list offline');
      await e2e.context.setOffline(false);
      await toolbar.getByText('В сети', { exact: true }).waitFor();
    }));
});
