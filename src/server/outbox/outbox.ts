// Asking for a mail, an SMS or a Web Push message: a row in the outbox, written by the caller's own transaction
// (so a mail exists exactly when the action code it carries does), and a NOTIFY that wakes
// the leader's sender when that transaction commits.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Queryable } from '../db/database';
import type { Mail } from '../mail/mailer';
import { htmlOfText } from '../mail/htmlOfText';
import type { Sms } from '../sms/smsSender';
import { outbox } from './tables';
import type { OutboxChannel, OutboxPayload } from './tables';

export const OUTBOX_CHANNEL = 'outbox';

async function enqueue(
  q: Queryable,
  channel: OutboxChannel,
  recipient: string,
  payload: OutboxPayload,
  requestedBy: string | null,
): Promise<string> {
  const id = uuidv7();
  await q.insert(outbox).values({ id, channel, recipient, payload, requestedBy });
  await q.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
  return id;
}

/** Puts a mail in the outbox; `requestedBy`: the account that asked, who sees a failure. */
export const enqueueMail = (q: Queryable, mail: Mail, requestedBy: string | null = null) =>
  enqueue(
    q,
    'mail',
    mail.to,
    {
      kind: 'mail',
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? htmlOfText(mail.text),
    },
    requestedBy,
  );

export const enqueueSms = (q: Queryable, sms: Sms) =>
  enqueue(q, 'sms', sms.to, { kind: 'sms', text: sms.text }, null);

/** Puts a Web Push message for one subscription (its endpoint and keys) in the outbox. */
export const enqueuePush = (
  q: Queryable,
  subscription: { endpoint: string; p256dh: string; auth: string },
  data: string,
) =>
  enqueue(
    q,
    'push',
    subscription.endpoint,
    { kind: 'push', p256dh: subscription.p256dh, auth: subscription.auth, data },
    null,
  );
