// Outgoing SMS (the attendee app's registration codes), like mail/mailer.ts: POSTed to a
// gateway when SMS_URL is set, otherwise written as a text file to DATA_DIR/outbox with a log
// line that names the file and a masked number, never the text (a code in it is a credential).
// Gateway request: POST SMS_URL, JSON {"to": "+79991234567", "text": "…"}; any 2xx is sent. A
// user and password in the URL go as HTTP Basic (fetch refuses URLs that carry them).
import type { FastifyBaseLogger } from 'fastify';
import { outboxFiles } from '../outbox/outboxFiles';

export interface Sms {
  /** The phone as the form's mask writes it; the gateway gets digits with a leading '+'. */
  to: string;
  text: string;
}

export interface SmsSender {
  readonly outboxDir?: string;
  send(sms: Sms): Promise<void>;
}

const GATEWAY_TIMEOUT_MS = 10_000;

/** '+79991234567' from '+7(999) 123-45-67' or '7(999) 123-45-67'. */
export const e164 = (phone: string) => `+${phone.replace(/\D/g, '')}`;
/** Enough of a number to tell messages apart in a log, not to dial it. */
export const maskedPhone = (phone: string) => {
  const digits = e164(phone);
  return `${digits.slice(0, 2)}${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-2)}`;
};

function gatewayOf(smsUrl: string): { url: string; headers: Record<string, string> } {
  const url = new URL(smsUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (url.username || url.password) {
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    url.username = '';
    url.password = '';
  }
  return { url: url.toString(), headers };
}

export function createSmsSender(options: {
  smsUrl?: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): SmsSender {
  if (options.smsUrl) {
    const gateway = gatewayOf(options.smsUrl);
    return {
      async send(sms) {
        const res = await fetch(gateway.url, {
          method: 'POST',
          headers: gateway.headers,
          body: JSON.stringify({ to: e164(sms.to), text: sms.text }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
        options.log.info({ to: maskedPhone(sms.to) }, 'sms sent through the gateway');
      },
    };
  }
  const write = outboxFiles(options.outboxDir);
  return {
    outboxDir: options.outboxDir,
    async send(sms) {
      const file = await write('.sms.txt', `To: ${e164(sms.to)}\n\n${sms.text}\n`);
      options.log.info({ to: maskedPhone(sms.to), file }, `sms: ${file}`);
    },
  };
}
