// Reads the SMS the server wrote to its file outbox (DATA_DIR/outbox, src/server/sms): the codes
// sent to one phone, oldest first, waiting a while for the first one to land.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const NAME = /^(.+)-(\d+)-(\d+)\.sms\.txt$/;

/** Every 6-digit code sent to the phone (any notation), in the order they were written. */
export async function smsCodes(dataDir: string, phone: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const to = `To: +${phone.replace(/\D/g, '')}\n`;
  const names = (await readdir(dir).catch(() => [] as string[]))
    .map((name) => ({ name, parts: NAME.exec(name) }))
    .filter((f) => f.parts)
    .sort((a, b) => {
      const [, at = '', , n = '0'] = a.parts ?? [];
      const [, bt = '', , m = '0'] = b.parts ?? [];
      return at.localeCompare(bt) || Number(n) - Number(m);
    });
  const codes: string[] = [];
  for (const { name } of names) {
    const text = await readFile(path.join(dir, name), 'utf8');
    const code = text.startsWith(to) ? /\b(\d{6})\b/.exec(text.slice(to.length))?.[1] : undefined;
    if (code) codes.push(code);
  }
  return codes;
}

/** The newest code sent to the phone once there are more than `before` of them. */
export async function nextSmsCode(
  dataDir: string,
  phone: string,
  before: number,
  waitMs = 5_000,
): Promise<string> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const codes = await smsCodes(dataDir, phone);
    if (codes.length > before) return codes[codes.length - 1] as string;
    if (Date.now() > deadline) throw new Error(`no new SMS to ${phone}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
