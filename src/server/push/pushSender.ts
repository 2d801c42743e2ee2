// Sends one Web Push message (RFC 8030, encrypted per RFC 8291, signed with VAPID per RFC 8292)
// through the `web-push` package, for the outbox's sender. A push service that answers 404 or
// 410 has dropped the subscription for good: it is forgotten, and the message counts as done.
import { Agent } from 'node:https';
import webpush from 'web-push';
import type { Config, VapidKeys } from '../config';
import { storedVapidKeys } from '../config';
import type { Database } from '../db/database';

export type PushResult = 'sent' | 'gone';

export interface PushSender {
  readonly publicKey: string;
  send(endpoint: string, keys: { p256dh: string; auth: string }, data: string): Promise<PushResult>;
}

/** How long a push service keeps a message for a phone that is off: a day. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

export function createPushSender(config: Config, database: Database): PushSender {
  const vapid: VapidKeys =
    config.vapid ?? storedVapidKeys(config.dataDir, () => webpush.generateVAPIDKeys());
  // The contact a push service may write to about our traffic: the console's https origin.
  const subject = config.publicUrl.startsWith('https:')
    ? config.publicUrl
    : 'mailto:no-reply@eventapp.local';
  const agent = config.pushCa ? new Agent({ ca: config.pushCa }) : undefined;
  return {
    publicKey: vapid.publicKey,
    async send(endpoint, keys, data) {
      try {
        await webpush.sendNotification({ endpoint, keys }, data, {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: TTL_SECONDS,
          timeout: TIMEOUT_MS,
          agent,
        });
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: unknown }).statusCode;
        if (status !== 404 && status !== 410) throw error;
        await database.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
        return 'gone';
      }
    },
  };
}
