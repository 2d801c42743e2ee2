// Custom domains against a real DNS server started here: the records SetCustomDomainToEvent asks
// for, the verifier moving the domain from pending to verified on the live feed once DNS answers
// right (and not before), clearing, archiving, duplicates, bad input and another organiser.
import { eq } from 'drizzle-orm';
import type { EventDomain } from '../../../generated/manager/model_pb';
import type { Session } from '../../../generated/manager/auth_pb';
import { MISSES_TO_UNVERIFY, RECHECK_EVERY } from '../../../src/server/areas/customDomain';
import { events } from '../../../src/server/db/schema';
import { TestDnsServer } from '../support/dnsServer';
import { as, newEvent, newOrganiser, refusal, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { LiveClient } from '../support/liveClient';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';

const CODE = { invalidArgument: 3, notFound: 5, alreadyExists: 6, failedPrecondition: 9 };
const PUBLIC_HOST = 'console.test';
const INTERVAL_MS = 100;

let dns: TestDnsServer;
let server: TestServer;
let a: Session;
let live: LiveClient;
let domains = 0;
let targets = 0;

beforeAll(async () => {
  dns = await TestDnsServer.start();
  server = await startServer({ dnsServers: [dns.address], domainCheckIntervalMs: INTERVAL_MS });
  a = await newOrganiser(server);
  live = await LiveClient.connect(server.wsUrl, a.idToken);
});
afterAll(async () => {
  await live?.close();
  await server?.stop();
  await dns?.stop();
});

const freshDomain = () => `app${++domains}.example.org`;

/** A new event of A's, followed live; returns its id and a reader of its domain. */
async function followedEvent(title = 'Domain event') {
  const { eventId } = await newEvent(server, a, title);
  const target = await live.listen(++targets, LIVE_TARGETS.event.path({ eventId }));
  const domain = (): EventDomain | undefined => {
    const doc = target.docs.get(eventId)?.doc;
    return doc?.case === 'event' ? doc.value.domain : undefined;
  };
  return { eventId, domain };
}

/** Whether an event's domain is verified, read from the database (the event is not B's live). */
async function verifiedInDb(eventId: string): Promise<boolean> {
  const [row] = await server.app.database.db
    .select({ verified: events.domainVerified })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.verified === true;
}

const setDomain = (eventId: string, domain?: string, session = a) =>
  server.clients.events.setCustomDomainToEvent({ eventId, domain }, as(session));

/** The zone entries that make a domain verify, from the records the server asked for. */
function publish(records: { type: string; domain: string; answer: string }[]): void {
  for (const r of records) {
    const entry = dns.zone.get(r.domain) ?? {};
    if (r.type === 'CNAME') entry.cname = r.answer;
    else entry.txt = [r.answer];
    dns.zone.set(r.domain, entry);
  }
}

/** Waits until the verifier has asked about the domain `times` more times than now. */
async function checkedAgain(domain: string, times = 2): Promise<void> {
  const count = () => dns.asked.filter((q) => q === `CNAME ${domain}`).length;
  const target = count() + times;
  const deadline = Date.now() + 10_000;
  // Polled: DNS questions arrive at the test's server, not as live frames.
  while (count() < target) {
    if (Date.now() > deadline) throw new Error(`the verifier did not ask about ${domain} again`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SetCustomDomainToEvent', () => {
  it('answers the CNAME and TXT records to create and shows the domain pending on the live feed', async () => {
    const { eventId, domain } = await followedEvent();
    const name = freshDomain();
    const { dnsList } = await setDomain(eventId, `  ${name.toUpperCase()} `);
    const records = dnsList.map(({ type, domain: d, answer }) => ({ type, domain: d, answer }));
    expect(records).toEqual([
      { type: 'CNAME', domain: name, answer: PUBLIC_HOST },
      {
        type: 'TXT',
        domain: `_eventapp-challenge.${name}`,
        answer: expect.stringMatching(/^eventapp-verify=[\w-]{24}$/),
      },
    ]);
    await live.until(() => domain()?.domain === name);
    expect(domain()?.verification).toBe(false);
    expect(domain()?.dnsList.map((r) => r.answer)).toEqual(records.map((r) => r.answer));
  });

  it('goes from pending to verified on the live feed once the DNS answers both records', async () => {
    const { eventId, domain } = await followedEvent();
    const name = freshDomain();
    const { dnsList } = await setDomain(eventId, name);
    // The live copy is read below: the call answers before the feed delivers its change.
    await live.until(() => domain()?.domain === name);
    await checkedAgain(name);
    expect(domain()?.verification).toBe(false);
    publish(dnsList);
    await live.until(() => domain()?.verification === true, 10_000);
    expect(domain()?.domain).toBe(name);
  });

  it('stays pending with a wrong TXT answer, and with the CNAME missing', async () => {
    const wrongTxt = await followedEvent();
    const noCname = await followedEvent();
    const n1 = freshDomain();
    const n2 = freshDomain();
    const r1 = (await setDomain(wrongTxt.eventId, n1)).dnsList;
    const r2 = (await setDomain(noCname.eventId, n2)).dnsList;
    publish(
      r1.map((r) => (r.type === 'TXT' ? { ...r, answer: 'eventapp-verify=not-the-token' } : r)),
    );
    publish(r2.filter((r) => r.type === 'TXT'));
    await live.until(() => wrongTxt.domain()?.domain === n1 && noCname.domain()?.domain === n2);
    await checkedAgain(n1, 3);
    await checkedAgain(n2, 3);
    expect([wrongTxt.domain()?.verification, noCname.domain()?.verification]).toEqual([
      false,
      false,
    ]);
    // The control: the right records verify the second one.
    publish(r2);
    await live.until(() => noCname.domain()?.verification === true, 10_000);
  });

  it('keeps the token and the verified state when the same domain is sent again', async () => {
    const { eventId, domain } = await followedEvent();
    const name = freshDomain();
    const first = await setDomain(eventId, name);
    publish(first.dnsList);
    await live.until(() => domain()?.verification === true, 10_000);
    const again = await setDomain(eventId, name);
    expect(again.dnsList.map((r) => r.answer)).toEqual(first.dnsList.map((r) => r.answer));
    await checkedAgain(name, 1);
    expect(domain()?.verification).toBe(true);
  });

  it('clears the domain when none or an empty one is sent, and a new claim gets a new token', async () => {
    const { eventId, domain } = await followedEvent();
    const name = freshDomain();
    const first = await setDomain(eventId, name);
    await live.until(() => domain()?.domain === name);
    expect((await setDomain(eventId)).dnsList).toEqual([]);
    await live.until(() => domain() === undefined);
    await setDomain(eventId, name);
    await live.until(() => domain()?.domain === name);
    expect((await setDomain(eventId, '')).dnsList).toEqual([]);
    await live.until(() => domain() === undefined);
    const second = await setDomain(eventId, name);
    expect(second.dnsList[1]?.answer).not.toBe(first.dnsList[1]?.answer);
  });

  it("refuses archiving with 'Event with custom domain.' once verified, not while pending", async () => {
    const pending = await followedEvent();
    await setDomain(pending.eventId, freshDomain());
    await server.clients.events.toArchive({ eventId: pending.eventId }, as(a));

    const { eventId, domain } = await followedEvent();
    publish((await setDomain(eventId, freshDomain())).dnsList);
    await live.until(() => domain()?.verification === true, 10_000);
    expect(
      await refusal(server.clients.events.toArchive({ eventId }, as(a)), CODE.failedPrecondition),
    ).toBe('Event with custom domain.');
    await setDomain(eventId);
    await server.clients.events.toArchive({ eventId }, as(a));
  });

  it("lets no pending claim block or reveal a domain: another organiser's, or one's own", async () => {
    const b = await newOrganiser(server);
    const name = freshDomain();
    const squat = await newEvent(server, b, 'Squatter');
    await setDomain(squat.eventId, name, b);
    const owner = await followedEvent('Owner');
    const second = await newEvent(server, a, 'Second');
    // The same answer as for a free domain: records to create, nothing about the other claim.
    for (const eventId of [owner.eventId, second.eventId]) {
      const answer = await setDomain(eventId, name.toUpperCase());
      expect(answer.dnsList.map((r) => [r.type, r.domain])).toEqual([
        ['CNAME', name],
        ['TXT', `_eventapp-challenge.${name}`],
      ]);
    }
    await setDomain(second.eventId);
    // The owner, who controls the DNS, verifies first and gets the domain.
    publish((await setDomain(owner.eventId, name)).dnsList);
    await live.until(() => owner.domain()?.verification === true, 10_000);
  });

  it('gives the domain to the first event that verifies, and refuses it to others then', async () => {
    const b = await newOrganiser(server);
    const name = freshDomain();
    const first = await followedEvent('First');
    const later = await newEvent(server, b, 'Later');
    const laterRecords = (await setDomain(later.eventId, name, b)).dnsList;
    publish((await setDomain(first.eventId, name)).dnsList);
    await live.until(() => first.domain()?.verification === true, 10_000);

    // Now the DNS answers for the later claim: it stays pending, the domain is taken.
    publish(laterRecords);
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 5));
    expect(await verifiedInDb(later.eventId)).toBe(false);
    const other = await newEvent(server, b, 'Other');
    expect(await refusal(setDomain(other.eventId, name.toUpperCase(), b), CODE.alreadyExists)).toBe(
      'domain: This domain is used by another event.',
    );
    // Released, the domain goes to the next claim that verifies.
    await setDomain(first.eventId);
    const deadline = Date.now() + 10_000;
    while (!(await verifiedInDb(later.eventId))) {
      if (Date.now() > deadline) throw new Error('the later claim did not verify');
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
  });

  it.each([
    ['spaces', 'my event.org'],
    ['a slash', 'example.org/x'],
    ['one label', 'localhost'],
    ['an empty label', 'ex..ample.org'],
    ['an IP address', '192.168.0.1'],
    ['non-ASCII letters', 'тест.рф'],
    [
      '254 characters',
      `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example.org`,
    ],
    ['our own host', PUBLIC_HOST],
    ['a name under our own host', `evil.${PUBLIC_HOST}`],
  ])('refuses a domain with %s as INVALID_ARGUMENT naming the field', async (_label, value) => {
    const { eventId } = await newEvent(server, a, 'Invalid domain');
    const message = await refusal(setDomain(eventId, value), CODE.invalidArgument);
    expect(message).toMatch(/^domain: /);
  });

  it("refuses another organiser setting or clearing A's domain as if the event did not exist", async () => {
    const b = await newOrganiser(server);
    const { eventId, domain } = await followedEvent();
    const name = freshDomain();
    await setDomain(eventId, name);
    await live.until(() => domain()?.domain === name);
    for (const value of [freshDomain(), '', undefined]) {
      expect(await refusal(setDomain(eventId, value, b), CODE.notFound)).toBe('Event not found.');
    }
    expect(domain()?.domain).toBe(name);
  });

  it('goes back to pending when a verified domain keeps answering wrong on rechecks', async () => {
    const { eventId, domain } = await followedEvent();
    const name = freshDomain();
    publish((await setDomain(eventId, name)).dnsList);
    await live.until(() => domain()?.verification === true, 10_000);
    dns.zone.delete(name);
    const recheckMs = INTERVAL_MS * RECHECK_EVERY;
    await live.until(() => domain()?.verification === false, recheckMs * (MISSES_TO_UNVERIFY + 4));
    expect(domain()?.domain).toBe(name);
  });
});
