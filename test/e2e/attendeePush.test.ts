// Notifications of changes in Chromium (issue 29), from the attendee's tap to the notification
// on the phone: at 360 px the attendee stars a session, turns notifications on from the
// favourites page and allows them; the organiser moves the session in the console's API; our
// server encrypts the change for this subscription and sends it to a push service; the message
// is decrypted with the subscription's keys and delivered to the app's own service worker,
// which shows it. The one part that is not the browser's own is the push service: Chromium's
// subscription asks Google's servers, out of reach here, so `pushManager.subscribe` answers a
// subscription to a local stand-in (test/support/pushService.ts) with keys this test holds, and
// DevTools' ServiceWorker.deliverPushMessage hands the stand-in's message to the worker as a
// push service would. Everything else — the page, the permission, the app's calls, our server,
// the encryption, the worker — is the product's.
import { publicPushKeyPath } from '../../src/common/publicPush';
import type { PushKeyReply } from '../../src/common/publicPush';
import { browserKeys, localCertificate, openedText, pushService } from '../support/pushService';
import type { BrowserKeys, PushService } from '../support/pushService';
import { E2E, eventually } from './browser';
import { appTookOver, organiserWithEvent, sessionsTwoHoursApart } from './attendeeRig';
import { UI } from './ui';

jest.setTimeout(180_000);

const DAY1 = Date.UTC(2030, 5, 1, 7, 0) / 1000; // 10:00 in Moscow
const HOUR = 3600;

/**
 * Stands in for the browser's push service in the page: a subscription to `endpoint` with
 * these keys, kept across reloads like a real one; the key the app subscribed with is kept for
 * the test to compare with the server's.
 */
function pushServiceInPage(arg: { endpoint: string; p256dh: string; auth: string }) {
  const STORE = 'test:push-subscription';
  const subscription = () => ({
    endpoint: arg.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true },
    getKey: () => null,
    toJSON: () => ({
      endpoint: arg.endpoint,
      expirationTime: null,
      keys: { p256dh: arg.p256dh, auth: arg.auth },
    }),
    unsubscribe: () => {
      localStorage.removeItem(STORE);
      return Promise.resolve(true);
    },
  });
  const bytesToBase64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const bytes =
      key instanceof Uint8Array ? key : key instanceof ArrayBuffer ? new Uint8Array(key) : null;
    localStorage.setItem(STORE, bytes ? bytesToBase64url(bytes) : String(key));
    return Promise.resolve(subscription() as unknown as PushSubscription);
  };
  PushManager.prototype.getSubscription = function () {
    return Promise.resolve(
      localStorage.getItem(STORE) ? (subscription() as unknown as PushSubscription) : null,
    );
  };
}

/** Polls `read` until it gives a value (the rig's `eventually` only waits for a check). */
async function found<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  let value: T | undefined;
  await eventually(async () => (value = await read()) !== undefined, what);
  return value as T;
}

describe('notifications of changes on a phone', () => {
  let e2e: E2E;
  let service: PushService;
  let keys: BrowserKeys;

  beforeAll(async () => {
    const tls = await localCertificate();
    service = await pushService(tls);
    keys = browserKeys();
    e2e = await E2E.start({ proxy: true, pushCa: tls.cert, pushHosts: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await e2e?.close();
    await service?.close();
  });

  it('turns notifications on and shows a starred session’s move from the service worker', () =>
    e2e.capture('attendee-push', async () => {
      const { api, o, eventId, key } = await organiserWithEvent(
        e2e,
        'attendee-push@example.com',
        'Ночь уведомлений',
      );
      const talk = 'Доклад о звёздах';
      const [talkId = ''] = await sessionsTwoHoursApart({ api, o }, eventId, [talk], DAY1);
      /** The organiser moves the talk to start `hours` after 10:00. */
      const moveTalk = (hours: number) =>
        api.meetings.updateMeeting(
          {
            eventId,
            meetingId: talkId,
            name: talk,
            startAt: DAY1 + hours * HOUR,
            endAt: DAY1 + (hours + 1) * HOUR,
            showLocationInListMeetings: true,
          },
          o,
        );
      await api.events.publish({ eventId }, o);

      const page = await e2e.context.newPage();
      await page.setViewportSize({ width: 360, height: 740 });
      await page.addInitScript(pushServiceInPage, {
        endpoint: `${service.origin}/push/phone`,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      await page.goto(e2e.url(`/${key}/schedule`));
      await appTookOver(page);
      await page.getByRole('button', { name: `В избранном: ${talk}` }).click();
      await page.locator('[aria-pressed="true"]').first().waitFor();

      // Favourites: the attendee asks for notifications and the browser's question is allowed.
      await page.goto(e2e.url(`/${key}/favorites`));
      await page.getByRole('heading', { name: 'Уведомления об изменениях' }).waitFor();
      await e2e.context.grantPermissions(['notifications'], { origin: e2e.origin });
      await page.getByRole('button', { name: 'Присылать уведомления' }).click();
      await page.getByRole('status').filter({ hasText: 'Уведомления включены.' }).waitFor();
      await page.getByRole('button', { name: 'Отключить уведомления' }).waitFor();
      await new UI(page).accessible('the favourites page with notifications on');
      // The app subscribed with the server's VAPID key.
      const { publicKey } = (await (
        await fetch(e2e.url(publicPushKeyPath))
      ).json()) as PushKeyReply;
      expect(await page.evaluate(() => localStorage.getItem('test:push-subscription'))).toBe(
        publicKey,
      );
      // Still on after a reload.
      await page.reload();
      await page.getByRole('button', { name: 'Отключить уведомления' }).waitFor();

      // The organiser moves the session by two hours: the push service gets one message for
      // this phone, which only this phone's keys open.
      await moveTalk(2);
      const received = await found(
        () => Promise.resolve(service.received.find((r) => r.path === '/push/phone')),
        'the move to reach the push service',
      );
      const text = openedText(received, keys);
      expect(JSON.parse(text)).toEqual({
        title: `Изменение в вашей программе: ${talk}`,
        body: '1 июня в 10:00 → 1 июня в 12:00',
        url: 'favorites',
        tag: `change-${talkId}`,
      });

      // Delivered to the app's service worker, as the push service would: it shows it.
      const cdp = await e2e.context.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (update) => {
        registrations.push(...update.registrations);
      });
      await cdp.send('ServiceWorker.enable');
      const scope = e2e.url(`/${key}/`);
      const registration = await found(
        () => Promise.resolve(registrations.find((r) => r.scopeURL === scope)),
        'the app’s service worker registration',
      );
      const notifications = () =>
        page.evaluate(async () => {
          const worker = await navigator.serviceWorker.ready;
          const list = await worker.getNotifications();
          return list.length ? list.map((n) => ({ title: n.title, body: n.body })) : undefined;
        });
      // A push service keeps a message until the browser takes it: delivered again while no
      // notification shows (a worker still starting may miss one); its tag keeps it one.
      let shown: { title: string; body: string }[] | undefined;
      for (let attempt = 0; attempt < 5 && !shown; attempt += 1) {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: e2e.origin,
          registrationId: registration.registrationId,
          data: text,
        });
        await eventually(
          async () => (shown = await notifications()) !== undefined,
          'a notification',
          4_000,
        ).catch(() => undefined);
      }
      expect(shown).toEqual([
        { title: `Изменение в вашей программе: ${talk}`, body: '1 июня в 10:00 → 1 июня в 12:00' },
      ]);

      // Off again: the server forgets this phone, and the next change sends nothing to it.
      await page.getByRole('button', { name: 'Отключить уведомления' }).click();
      await page.getByRole('button', { name: 'Присылать уведомления' }).waitFor();
      const before = service.received.length;
      await moveTalk(4);
      // Two passes of the server's watcher (every 2 s) and more.
      await page.waitForTimeout(6_000);
      expect(service.received.length).toBe(before);
    }));
});
