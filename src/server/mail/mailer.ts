// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is
// written as an .eml file to DATA_DIR/outbox and the file is logged (never the link: its code
// is a credential, and logs travel further than the outbox).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly outboxDir?: string;
  send(mail: Mail): Promise<void>;
  close(): void;
}

const FROM = 'Event App <no-reply@eventapp.local>';

export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let written = 0;
  return {
    outboxDir: options.outboxDir,
    async send(mail) {
      const info = await transport.sendMail({
        from: FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      await mkdir(options.outboxDir, { recursive: true });
      written += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${written}.eml`;
      const file = path.join(options.outboxDir, name);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, file }, `mail to ${mail.to}: ${file}`);
    },
    close: () => transport.close(),
  };
}
