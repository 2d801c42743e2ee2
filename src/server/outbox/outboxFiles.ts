// The outbox folder (DATA_DIR/outbox), where mail and SMS are written when no SMTP server or SMS
// gateway is set. A file is named by when it was written, the process and that process's count,
// zero-padded: names sort in the order the files were written, within a millisecond too (a
// reader takes the latest mail to an address by its name).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes one message to `dir` as a file ending in `extension`; resolves to its path. */
export type OutboxFileWriter = (extension: string, content: string | Buffer) => Promise<string>;

export function outboxFiles(dir: string): OutboxFileWriter {
  let written = 0;
  return async (extension, content) => {
    await mkdir(dir, { recursive: true });
    written += 1;
    const at = new Date().toISOString().replace(/[:.]/g, '-');
    const count = String(written).padStart(6, '0');
    const file = path.join(dir, `${at}-${process.pid}-${count}${extension}`);
    await writeFile(file, content);
    return file;
  };
}
