// Web Push for the attendee app (issue 29): where the browser supports it and the attendee
// agrees, a change to a starred session (moved, room changed, cancelled) and the organiser's
// posts arrive as notifications. A subscription follows the favourites of a sync key
// (favoriteSync.ts), so what it follows is what the attendee's devices star.
import { PUBLIC_API_PATH } from './publicEvent';

/** GET: the server's VAPID public key, as the browser's applicationServerKey wants it. */
export const publicPushKeyPath = `${PUBLIC_API_PATH}/push/key`;
/** POST a PushSubscribeRequest: 204 when kept. */
export const publicPushPath = (eventKey: string) =>
  `${PUBLIC_API_PATH}/events/${encodeURIComponent(eventKey)}/push`;
/** POST a PushUnsubscribeRequest: 204, kept or not. */
export const publicPushRemovePath = (eventKey: string) => `${publicPushPath(eventKey)}/remove`;

export interface PushKeyReply {
  publicKey: string;
}

/** The browser's PushSubscription.toJSON(), the parts we use. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSubscribeRequest {
  /** The sync key whose favourites this subscription follows. */
  key: string;
  subscription: PushSubscriptionJson;
  /** The app's language, for the notifications' texts. */
  language: 'ru' | 'en';
}

export interface PushUnsubscribeRequest {
  endpoint: string;
}

/** What a notification carries, as JSON: shown by the app's service worker. */
export interface PushMessage {
  title: string;
  body: string;
  /** The app page to open on a tap, relative to the app's base (it may be a custom domain). */
  url: string;
  /** Notifications of one tag replace each other. */
  tag: string;
}

/** The endpoint's longest form accepted: push services' URLs are far shorter. */
export const PUSH_ENDPOINT_MAX = 1024;
