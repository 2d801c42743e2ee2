// A custom domain reaching 'verified' in Chromium (issue 4 §4): the App URL card of the general
// settings saves an own domain, shows it pending with the DNS records to create; once the DNS
// server started here answers those records, the verifier marks it verified and the card shows
// it live (no reload); the dashboard's URL is the domain, and archiving the event is refused.
import { TestDnsServer } from '../integration/support/dnsServer';
import { E2E, eventually } from './browser';

jest.setTimeout(120_000);

const DOMAIN = 'app.example-event.test';

describe('a custom domain in a browser', () => {
  let dns: TestDnsServer;
  let e2e: E2E;

  beforeAll(async () => {
    dns = await TestDnsServer.start();
    e2e = await E2E.start({ dnsServers: [dns.address], domainCheckIntervalMs: 200 });
  });

  afterAll(async () => {
    await e2e?.close();
    await dns?.stop();
  });

  it('goes from pending to verified live, then shows on the dashboard and blocks archiving', () =>
    e2e.capture('custom-domain', async () => {
      const { page, ui } = e2e;
      await e2e.signUpNew('domains@example.com', 'correct horse battery');
      await ui.createEvent('Domain Forum');
      await ui.openEvent('Domain Forum');
      await ui.openGeneralSettings();

      const card = page.getByRole('region', { name: 'Адрес приложения' });
      await card.getByLabel('Тип домена').selectOption('custom');
      await card.getByRole('textbox', { name: 'Домен' }).fill(DOMAIN);
      await card.getByRole('button', { name: 'Сохранить' }).click();
      await ui.notification('Данные обновлены.');

      // Pending, with the two records to create, as the server answered them.
      await card.getByText('Ожидает подтверждения DNS', { exact: true }).waitFor();
      const table = card.getByRole('table');
      await table.waitFor();
      await ui.accessible('the App URL card with its DNS records');
      const records = async () =>
        Promise.all(
          (await table.getByRole('row').all())
            .slice(1)
            .map(async (row) => row.getByRole('cell').allTextContents()),
        );
      await eventually(async () => (await records()).length === 2, 'the DNS records');
      const [cname, txt] = await records();
      expect(cname).toEqual(['CNAME', DOMAIN, 'eventapp.test']);
      expect(txt?.slice(0, 2)).toEqual(['TXT', `_eventapp-challenge.${DOMAIN}`]);
      expect(txt?.[2]).toMatch(/^eventapp-verify=\S+$/);

      // The verifier asks and gets no answer: still pending.
      await eventually(() => dns.asked.includes(`CNAME ${DOMAIN}`), 'the first DNS question');
      await eventually(
        () => dns.asked.filter((q) => q === `CNAME ${DOMAIN}`).length >= 2,
        'a second DNS question',
      );
      expect(await card.getByText('Домен подтвержден', { exact: true }).count()).toBe(0);

      // The organiser creates the records; the card turns verified without a reload.
      await page.evaluate(() => {
        (window as unknown as { notReloaded?: boolean }).notReloaded = true;
      });
      dns.zone.set(DOMAIN, { cname: 'eventapp.test' });
      dns.zone.set(`_eventapp-challenge.${DOMAIN}`, { txt: [String(txt?.[2])] });
      await card.getByText('Домен подтвержден', { exact: true }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);

      // The dashboard's URL is the domain alone.
      await page
        .getByRole('navigation', { name: 'Разделы мероприятия' })
        .getByRole('link', { name: 'Главная' })
        .click();
      const url = page.getByRole('region', { name: 'Адрес приложения' });
      await url.getByRole('link', { name: `https://${DOMAIN}/`, exact: true }).waitFor();

      // Archiving an event with a verified domain is refused; it stays in the list.
      await page
        .getByRole('navigation', { name: 'Навигация' })
        .getByRole('link', { name: 'Мероприятия' })
        .click();
      await ui.at('/');
      await ui.cardMenu('Domain Forum', 'В архив');
      await ui.notification('Мероприятие с кастомным доменом.');
      expect(await ui.cardCount('Domain Forum')).toBe(1);
    }));
});
