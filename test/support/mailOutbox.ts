// Reads the mail the server wrote to its file outbox (DATA_DIR/outbox, src/server/mail) as a
// mail reader does: each file parsed by mailparser, so a part in quoted-printable or base64
// (nodemailer picks whichever is shorter for the text) gives the same text.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { AddressObject } from 'mailparser';

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) =>
    a.value.map((v) => v.address?.toLowerCase()),
  );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The links to `origin` + `linkPath` (a query string follows) in the plain text of the mails
 * sent to an address, oldest first: one per mail, the first its text names.
 */
export async function outboxMailLinks(
  dataDir: string,
  to: string,
  origin: string,
  linkPath: string,
): Promise<URL[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  const link = new RegExp(`${escape(origin)}${escape(linkPath)}\\?[^\\s"<>]+`);
  const links: URL[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(outbox, file)));
    if (!addresses(mail.to).includes(to.toLowerCase())) continue;
    const match = link.exec(mail.text ?? '');
    if (match) links.push(new URL(match[0]));
  }
  return links;
}
