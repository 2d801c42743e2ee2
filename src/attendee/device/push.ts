// Web Push in the app (src/common/publicPush.ts): where the browser has it and the attendee
// agrees, this browser's push subscription is sent to the server, following the favourites of
// the device's sync key (made if it has none, favoriteSync.ts), so a change to a starred session
// arrives even with the app closed. The service worker shows the messages (offline/).
import { publicPushKeyPath, publicPushPath, publicPushRemovePath } from '../../common/publicPush';
import type { PushKeyReply, PushSubscribeRequest } from '../../common/publicPush';
import type { AppLanguage } from '../texts';
import { linkedKey } from './favoriteSync';

export type PushState = 'unsupported' | 'off' | 'on' | 'denied';

export const pushSupported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const post = (path: string, body: unknown) =>
  fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The server's VAPID key as the bytes pushManager.subscribe wants. */
const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const subscriptionOf = async () =>
  (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription() ?? null;

/** Whether this browser gets the event's notifications now. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await subscriptionOf()) ? 'on' : 'off';
}

/** Asks the attendee, subscribes and tells the server; throws when the network fails. */
export async function enablePush(eventKey: string, language: AppLanguage): Promise<PushState> {
  if ((await Notification.requestPermission()) !== 'granted') return pushState();
  const registration = await navigator.serviceWorker.ready;
  const res = await fetch(publicPushKeyPath);
  if (!res.ok) throw new Error(`push key: ${res.status}`);
  const { publicKey } = (await res.json()) as PushKeyReply;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const request: PushSubscribeRequest = {
    key: linkedKey(localStorage, eventKey),
    language,
    subscription: subscription.toJSON() as PushSubscribeRequest['subscription'],
  };
  const kept = await post(publicPushPath(eventKey), request);
  if (!kept.ok) throw new Error(`push subscription: ${kept.status}`);
  return 'on';
}

/** Stops the notifications: the server forgets the subscription, the browser drops it. */
export async function disablePush(eventKey: string): Promise<PushState> {
  const subscription = await subscriptionOf();
  if (subscription) {
    await post(publicPushRemovePath(eventKey), { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return pushState();
}
