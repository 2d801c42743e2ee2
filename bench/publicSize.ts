// The event's data for the attendee app at 1,000 sessions (issue 13): `npx tsx bench/publicSize.ts`.
// The product as `npm start` runs it; one published event seeded over the API with 1,000
// meetings over 5 days (a 25-word annotation and a 60-word text each, two speakers), 200 speakers
// (a 40-word bio each) and 60 locations. Prints the bytes on the wire, gzip and brotli as the
// server sends them, of what the app loads first (the snapshot: the home page and every page's
// lists), of each part of the texts it loads after the first paint (a day's sessions, the
// speakers' bios), and, as the baseline, of the one
// snapshot the app loaded before (both documents in one, compressed the same way), and of the
// schedule's page with its first day rendered by the server (issue 29), against the 150 KB
// target. Sizes do not depend on the machine's load. The texts are drawn from real
// English words (see `words`) and compress about as well as real prose.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { publicEventPath } from '../src/common/publicEvent';
import { mergeTexts, publicTextsPath, withTexts } from '../src/common/publicTexts';
import type { PublicEventHome, PublicTexts } from '../src/common/publicTexts';
import { as, clientsFor } from '../test/integration/support/harness';
import { runBench, startBenchProduct } from './product';
import { seedProgramme } from './seedProgramme';
import { table } from './stats';

const DAYS = 5;
const MEETINGS = 1000;
const SPEAKERS = 200;
const LOCATIONS = 60;
const TARGET_KB = 150;

/** Bytes of a response body as sent with this content-encoding, and the decoded body. */
async function sent(url: string, encoding: string) {
  const res = await fetch(url, { headers: { 'accept-encoding': encoding } });
  if (res.headers.get('content-encoding') !== encoding) throw new Error(`${url}: not ${encoding}`);
  // fetch decodes the body; the length on the wire is the header's.
  const bytes = Number(res.headers.get('content-length'));
  return { bytes, body: (await res.json()) as unknown };
}

/** Bytes on the wire of an app page asked for with this Accept-Encoding, and its encoding. */
async function pageBytes(url: string, encoding: string) {
  const res = await fetch(url, { headers: { 'accept-encoding': encoding } });
  const html = await res.text();
  if (res.status !== 200 || !html.includes('data-first-screen')) {
    throw new Error(`${url}: no first screen`);
  }
  return Number(res.headers.get('content-length'));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (bytes: number) => (bytes <= TARGET_KB * 1024 ? 'met' : 'MISSED');

async function main(): Promise<void> {
  const product = await startBenchProduct('public-size');
  try {
    const started = performance.now();
    const clients = clientsFor(product.baseUrl);
    await clients.users.signUpOrg({ email: 'size@example.com', password: 'size-password' });
    const session = await clients.auth.signIn({
      email: 'size@example.com',
      password: 'size-password',
    });
    const key = await seedProgramme(clients, as(session), {
      title: 'Big conference',
      meetings: MEETINGS,
      speakers: SPEAKERS,
      locations: LOCATIONS,
      days: DAYS,
    });
    console.log(`Seeded over the API in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    const home = `${product.baseUrl}${publicEventPath(key)}`;
    const [homeGz, homeBr] = await Promise.all([sent(home, 'gzip'), sent(home, 'br')]);
    const snapshot = homeGz.body as PublicEventHome;
    const parts = await Promise.all(
      Object.keys(snapshot.textParts)
        .sort()
        .map(async (name) => {
          const url = `${product.baseUrl}${publicTextsPath(key, name)}`;
          const [gz, br] = await Promise.all([sent(url, 'gzip'), sent(url, 'br')]);
          return { name, gz, br };
        }),
    );
    const texts = mergeTexts(parts.map((part) => part.gz.body as PublicTexts));
    const whole = Buffer.from(JSON.stringify(withTexts(snapshot, texts)));
    const [wholeGz, wholeBr] = await Promise.all([
      promisify(gzip)(whole, { level: 9 }),
      promisify(brotliCompress)(whole, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: whole.length },
      }),
    ]);
    if (snapshot.meetings.length !== MEETINGS || snapshot.speakers.length !== SPEAKERS)
      throw new Error('the snapshot does not carry the seeded programme');
    if (Object.keys(texts.meetings).length !== MEETINGS)
      throw new Error("the texts' parts do not carry every session's texts");
    const schedule = `${product.baseUrl}/${key}/schedule`;
    const [pagePlain, pageGz, pageBr] = [
      await pageBytes(schedule, 'identity'),
      await pageBytes(schedule, 'gzip'),
      await pageBytes(schedule, 'br'),
    ];
    const sum = (bytes: number[]) => bytes.reduce((a, b) => a + b, 0);
    console.log(
      `Event data of the attendee app, ${MEETINGS} sessions, ${SPEAKERS} speakers (target ≤ ${TARGET_KB} KB compressed per document loaded):`,
    );
    console.log(
      table(
        ['document', 'gzip', 'brotli', 'verdict (gzip / brotli)'],
        [
          [
            'first load: the snapshot without long texts',
            kb(homeGz.bytes),
            kb(homeBr.bytes),
            `${verdict(homeGz.bytes)} / ${verdict(homeBr.bytes)}`,
          ],
          ...parts.map(({ name, gz, br }) => [
            `after the first paint: texts part ${name}`,
            kb(gz.bytes),
            kb(br.bytes),
            `${verdict(gz.bytes)} / ${verdict(br.bytes)}`,
          ]),
          [
            `all ${parts.length} texts parts together`,
            kb(sum(parts.map((p) => p.gz.bytes))),
            kb(sum(parts.map((p) => p.br.bytes))),
            '—',
          ],
          ['baseline: the one snapshot as before', kb(wholeGz.length), kb(wholeBr.length), '—'],
          [
            `the schedule's page, its first day's ${MEETINGS / DAYS} sessions in HTML (${kb(pagePlain)} plain)`,
            kb(pageGz),
            kb(pageBr),
            `${verdict(pageGz)} / ${verdict(pageBr)}`,
          ],
        ],
      ),
    );
  } finally {
    await product.stop();
  }
}

runBench(main);
