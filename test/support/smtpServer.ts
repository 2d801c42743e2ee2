// A real SMTP server on 127.0.0.1 (nodemailer's smtp-server) that keeps what it receives,
// parsed (mailparser): for the outbox tests and `npm run cluster`. It can be stopped and
// started again on the same port, as a mail relay that is down for a while.
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpServer {
  port: number;
  smtpUrl: string;
  received: ParsedMail[];
  /** Starts listening (again) on its port. */
  up(): Promise<void>;
  /** Stops listening: connections are refused until up(). */
  down(): Promise<void>;
}

export async function startSmtpServer({ listening = true } = {}): Promise<SmtpServer> {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const s = new SMTPServer({
        // Plain SMTP on loopback: no certificate for the client to distrust.
        disabledCommands: ['STARTTLS', 'AUTH'],
        authOptional: true,
        logger: false,
        onData(stream, _session, done) {
          simpleParser(stream)
            .then((mail) => {
              received.push(mail);
              done();
            })
            .catch(done);
        },
      });
      s.on('error', () => undefined);
      s.server.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        resolve((s.server.address() as { port: number }).port);
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (s) s.close(() => resolve());
      else resolve();
    });
  const port = await listen(0);
  if (!listening) await down();
  return {
    port,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    async up() {
      if (!server) await listen(port);
    },
    down,
  };
}
