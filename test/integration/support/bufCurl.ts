// `buf curl` from node_modules as an outside client: the JSON it prints, the answer on stdout
// or (on stderr) the error as `{ code, message }`.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const BUF = path.join(process.cwd(), 'node_modules', '.bin', 'buf');
const run = promisify(execFile);

/** `args` go before the body and URL: `--protocol grpc`, `-H 'name: value'`… */
export async function bufCurl(args: string[], url: string, body: object): Promise<unknown> {
  const { stdout, stderr } = await run(
    BUF,
    ['curl', '--schema', 'proto', ...args, '-d', JSON.stringify(body), url],
    { cwd: process.cwd(), timeout: 20_000 },
  ).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  return JSON.parse(stdout || stderr);
}
