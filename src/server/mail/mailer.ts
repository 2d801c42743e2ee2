// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is
// written as an .eml file to DATA_DIR/outbox and the file is logged (never the link: its code
// is a credential, and logs travel further than the outbox). Callers do not send here: they
// put mail in the durable outbox (src/server/outbox), whose sender delivers it through this.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { outboxFiles } from '../outbox/outboxFiles';
import { htmlOfText } from './htmlOfText';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; absent: the text, escaped, with its links made links. */
  html?: string;
}

export interface Mailer {
  readonly outboxDir?: string;
  /** `id`: the outbox message's, made its Message-ID so a resend after a crash is one mail. */
  send(mail: Mail, id?: string): Promise<void>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'Event App <no-reply@eventapp.local>';

export function createMailer(options: {
  smtpUrl?: string;
  /** The From address (MAIL_FROM). */
  from?: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const message = (mail: Mail, id?: string) => ({
    from: options.from ?? DEFAULT_MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? htmlOfText(mail.text),
    ...(id ? { messageId: `<${id}@eventapp>` } : {}),
  });
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail, id) {
        await transport.sendMail(message(mail, id));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const write = outboxFiles(options.outboxDir);
  return {
    outboxDir: options.outboxDir,
    async send(mail, id) {
      const info = await transport.sendMail(message(mail, id));
      const file = await write('.eml', info.message as Buffer);
      options.log.info({ to: mail.to, file }, `mail to ${mail.to}: ${file}`);
    },
    close: () => transport.close(),
  };
}
