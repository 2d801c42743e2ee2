// A CPU profile of the signed-in event list's load (issue 14, item 6): the product as `npm start`
// runs it, an organiser with 20 events signed in through the console's form, then `/` reloaded
// (the service worker and the stored state in place, as for an organiser coming back) under
// CDP's 4× CPU throttling, sampled until the live feed has settled. Prints when the list showed
// and the self time by origin and by function, mapped through the build's source maps, and the
// time in and under Chakra's and Emotion's functions (its system creation, its style work).
// `npm run build && npx tsx bench/eventListProfile.ts`; BENCH_PROFILE_OUT=file keeps the profile.
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { as, clientsFor } from '../test/integration/support/harness';
import { runBench, startBenchProduct } from './product';
import { desktopPage, profilePage, summarizeBrowserProfile } from './browserProfile';

const EMAIL = 'profile@example.com';
const PASSWORD = 'profile-password';

async function main(): Promise<void> {
  const product = await startBenchProduct('list-profile');
  const { browser, page } = await desktopPage(60_000);
  try {
    const clients = clientsFor(product.baseUrl);
    await clients.users.signUpOrg({ email: EMAIL, password: PASSWORD });
    const session = await clients.auth.signIn({ email: EMAIL, password: PASSWORD });
    for (let i = 0; i < 20; i += 1) {
      await clients.events.createEvent(
        { eventId: uuidv7(), title: `Event ${i}`, language: '' },
        as(session),
      );
    }
    await page.goto(`${product.baseUrl}/signin`);
    // The pre-rendered form hands over to the console's on the first focus.
    await page.getByLabel('E-mail', { exact: true }).focus();
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.getByLabel('E-mail', { exact: true }).fill(EMAIL);
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.getByText('Event 0', { exact: true }).waitFor();
    await page.waitForTimeout(2000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const stop = await profilePage(page);
    const started = Date.now();
    await page.reload({ waitUntil: 'commit' });
    await page.getByText('Event 0', { exact: true }).waitFor();
    const shown = Date.now() - started;
    await page.waitForTimeout(4000);
    const profile = await stop();
    if (process.env.BENCH_PROFILE_OUT)
      await writeFile(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
    console.log(
      `Load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    console.log(`Event list shown ${shown} ms after the reload (4× CPU throttling)`);
    console.log(
      summarizeBrowserProfile(
        profile,
        path.join(__dirname, '..', 'dist', 'console'),
        30,
        '/',
        // Chakra's system creation and style resolution, Emotion's serialising and inserting.
        (origin) => /^(@chakra-ui\/|@emotion\/|stylis$)/.test(origin),
      ),
    );
  } finally {
    await browser.close();
    await product.stop();
  }
}

runBench(main);
