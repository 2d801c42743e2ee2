// One seeded run of the consistency suite (issue 23): a browser profile (its storage and Web
// Locks) with one or two console tabs, each the console's own store, persistence, live client
// and write queue in Node, against the real server behind the flaky proxy. Random steps: screens
// of every area opened and left, sign out and in (the same or another account), an event
// copied in the console, a reload, a second tab opened or closed, offline and back, changes by
// another session of the organiser over RPC (and by another organiser), a persisted-version
// bump. After each step every target a tab holds or follows is compared with what a fresh
// client reads from the server (compareCopies.ts); a resumed copy the digest had to replace
// counts too. The seed replays the run.
import type { Storage } from 'redux-persist';
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../generated/manager/auth_pb';
import { FormFieldType, PostType } from '../../generated/manager/model_pb';
import { appStarted, networkLost, networkOnline } from '../../src/client/lifecycle';
import { targetReleased, targetWanted } from '../../src/client/live';
import { DEFAULT_EVENT_LANGUAGE } from '../../src/common/constants';
import { LIVE_TARGETS } from '../../src/common/liveTargets';
import { publicFeedbackSendPath } from '../../src/common/publicFeedback';
import { PERSIST_KEY, PERSIST_VERSION } from '../../src/console/app/persistence';
import { makeStore } from '../../src/console/app/store';
import type { AppStore } from '../../src/console/app/store';
import { eventsApi } from '../../src/console/entities/events/eventsApi';
import { sessionStarted, signedOut, tokensOf } from '../../src/console/entities/session';
import { seededRandom } from '../faults/seededRandom';
import type { Random } from '../faults/seededRandom';
import { until } from '../integration/support/consoleHarness';
import type { ConsoleRig } from '../integration/support/consoleHarness';
import { as, newEvent, newOrganiser } from '../integration/support/harness';
import { InProcessLocks } from '../support/inProcessLocks';
import { copyDifference, heldPaths, serverCopies } from './compareCopies';

export const STEPS = [
  'open',
  'leave',
  'other client',
  'another organiser',
  'copy',
  'reload',
  'second tab',
  'offline',
  'sign out and in',
  'version bump',
] as const;
export type Step = (typeof STEPS)[number];

export interface ConsistencyResult {
  seed: number;
  steps: Record<Step, number>;
  /** Comparisons made (a target of a tab after a step). */
  compared: number;
  /** Targets whose copy differed from the server's after a step: "step n (what): difference". */
  divergences: string[];
  /** Resumed copies the server's digest found to differ (replaced by a snapshot). */
  repaired: string[];
}

export interface ConsistencyProgress {
  phase: string;
}

interface EventInfo {
  eventId: string;
  key: string;
  published: boolean;
  /** Feedback forms with a text field. */
  forms: { formId: string; fieldId: string }[];
}

interface Account {
  /** Another session of the organiser: the other client's calls (RPC). */
  session: Session & { email: string; password: string };
  events: EventInfo[];
}

/** An open screen: the targets it follows. */
type Screen = { name: string; paths: string[] };

interface Tab {
  store: AppStore;
  screens: Screen[];
  /** Ends the tab as a closed page does: nothing it stores from now on is kept. */
  close(): Promise<void>;
  /** The digest repairs seen so far (live.divergences). */
  repairsSeen: number;
}

const HOUR = 3600;
const START = 1_900_000_000;

/** The screens of every area, each with the targets it follows. */
function screensOf(uid: string, event: EventInfo | undefined, random: Random): Screen[] {
  const screens: Screen[] = [
    { name: 'event list', paths: [LIVE_TARGETS.events.path({})] },
    { name: 'archive', paths: [LIVE_TARGETS.archivedEvents.path({})] },
    { name: 'account', paths: [LIVE_TARGETS.organisation.path({ uid })] },
  ];
  if (!event) return screens;
  const eventId = event.eventId;
  const form = event.forms.length > 0 ? random.pick(event.forms) : undefined;
  screens.push(
    {
      name: 'edit',
      paths: [
        LIVE_TARGETS.events.path({}),
        LIVE_TARGETS.event.path({ eventId }),
        LIVE_TARGETS.translations.path({ eventId, lang: DEFAULT_EVENT_LANGUAGE }),
        LIVE_TARGETS.preferences.path({ eventId }),
        LIVE_TARGETS.files.path({ eventId }),
        LIVE_TARGETS.defaultKeys.path({}),
      ],
    },
    {
      name: 'organizers',
      paths: [LIVE_TARGETS.orgs.path({ eventId }), LIVE_TARGETS.sponsors.path({ eventId })],
    },
    {
      name: 'cms',
      paths: [
        LIVE_TARGETS.locations.path({ eventId }),
        LIVE_TARGETS.cmsSections.path({ eventId }),
        LIVE_TARGETS.cmsSectionItems.path({ eventId }),
      ],
    },
    { name: 'posts', paths: [LIVE_TARGETS.posts.path({ eventId })] },
    { name: 'speakers', paths: [LIVE_TARGETS.speakers.path({ eventId })] },
    {
      name: 'schedule',
      paths: [
        LIVE_TARGETS.meetings.path({ eventId }),
        LIVE_TARGETS.speakers.path({ eventId }),
        LIVE_TARGETS.locations.path({ eventId }),
      ],
    },
    {
      name: 'forms',
      paths: [
        LIVE_TARGETS.forms.path({ eventId }),
        ...(form ? [LIVE_TARGETS.formFields.path({ eventId, formId: form.formId })] : []),
      ],
    },
    { name: 'check-in', paths: [LIVE_TARGETS.checkIns.path({ eventId })] },
  );
  if (form)
    screens.push({
      name: 'feedback',
      paths: [LIVE_TARGETS.feedbackAnswers.path({ eventId, formId: form.formId })],
    });
  return screens;
}

/** A change another client makes to one of the account's events, over RPC. */
async function otherChange(
  rig: ConsoleRig,
  account: Account,
  random: Random,
  trace: (line: string) => void,
): Promise<void> {
  const c = rig.server.clients;
  const o = as(account.session);
  const event = random.pick(account.events);
  const { eventId, key } = event;
  const n = random.int(1, 1_000_000);
  const kinds = [
    'title',
    'post',
    'speaker',
    'meeting',
    'translation',
    'org',
    'sponsor',
    'location',
    'section',
    'form',
    'answer',
    'archive',
    'create',
  ] as const;
  const kind = random.pick(kinds);
  trace(`  ${kind} on ${eventId}`);
  switch (kind) {
    case 'title':
      await c.events.updateEvent({ eventId, key, title: `Событие ${n}` }, o);
      return;
    case 'post':
      await c.posts.createPost(
        { eventId, postId: uuidv7(), type: PostType.NEWS_PT, title: `Новость ${n}`, text: 'x' },
        o,
      );
      return;
    case 'speaker':
      await c.speakers.createSpeaker({ eventId, speakerId: uuidv7(), name: `Докладчик ${n}` }, o);
      return;
    case 'meeting':
      await c.meetings.createMeeting(
        {
          eventId,
          meetingId: uuidv7(),
          name: `Доклад ${n}`,
          startAt: START + n,
          endAt: START + n + HOUR,
          speakerIds: [],
          showLocationInListMeetings: false,
        },
        o,
      );
      return;
    case 'translation':
      await c.translations.upsertTranslate({ eventId, key: 'tr.footer', value: `Подвал ${n}` }, o);
      return;
    case 'org':
      await c.events.addOrgInfo({ eventId, name: `Организатор ${n}`, orgInfoId: uuidv7() }, o);
      return;
    case 'sponsor':
      await c.events.addSponsor({ eventId, name: `Спонсор ${n}`, sponsorId: uuidv7() }, o);
      return;
    case 'location':
      await c.locations.createLocation({ eventId, locationId: uuidv7(), name: `Зал ${n}` }, o);
      return;
    case 'section':
      await c.cms.addGroupOfSectionsByEvent(
        { eventId, groupId: uuidv7(), title: `Раздел ${n}` },
        o,
      );
      return;
    case 'form': {
      const formId = `feedback_f${String(n).padStart(7, '0')}`;
      await c.forms.upsertForm({ eventId, formId, name: `Отзыв ${n}` }, o);
      const { fieldId } = await c.forms.addFieldOfForm(
        { eventId, formId, fieldName: 'Мнение', fieldType: FormFieldType.TEXT, fieldId: uuidv7() },
        o,
      );
      event.forms.push({ formId, fieldId });
      return;
    }
    case 'answer': {
      const form = event.forms.length > 0 ? random.pick(event.forms) : undefined;
      if (!form) return;
      if (!event.published) {
        await c.events.publish({ eventId }, o);
        event.published = true;
      }
      await sendAnswer(rig, key, form, `Ответ ${n}`);
      return;
    }
    case 'archive': {
      // Archived and back: both lists change (an archived event's screens are read-only). A
      // published event is unpublished first, as the console asks of the organiser.
      if (event.published) {
        await c.events.unpublish({ eventId }, o);
        event.published = false;
      }
      await c.events.toArchive({ eventId }, o);
      if (random.chance(0.7)) await c.events.fromArchive({ eventId }, o);
      else account.events = account.events.filter((e) => e !== event);
      if (account.events.length === 0) account.events.push(await newEventOf(rig, account, n));
      return;
    }
    case 'create':
      account.events.push(await newEventOf(rig, account, n));
      return;
  }
}

async function newEventOf(rig: ConsoleRig, account: Account, n: number): Promise<EventInfo> {
  const made = await newEvent(rig.server, account.session, `Новое ${n}`);
  return { ...made, published: false, forms: [] };
}

/** An attendee's answer; the public path hears of the publication a moment after it. */
async function sendAnswer(
  rig: ConsoleRig,
  key: string,
  form: { formId: string; fieldId: string },
  value: string,
): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${rig.server.baseUrl}${publicFeedbackSendPath(key, form.formId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: uuidv7(), answers: [{ fieldId: form.fieldId, value }] }),
    });
    if (res.status === 204) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the answer was not taken');
}

export async function consistencyRun(
  rig: ConsoleRig,
  seed: number,
  steps: number,
  progress: ConsistencyProgress = { phase: '' },
  trace: (line: string) => void = () => undefined,
): Promise<ConsistencyResult> {
  const random = seededRandom(seed);
  const result: ConsistencyResult = {
    seed,
    steps: Object.fromEntries(STEPS.map((s) => [s, 0])) as Record<Step, number>,
    compared: 0,
    divergences: [],
    repaired: [],
  };
  const newAccount = async (): Promise<Account> => {
    const session = await newOrganiser(rig.server);
    const made = await newEvent(rig.server, session, 'Первое');
    return { session, events: [{ ...made, published: false, forms: [] }] };
  };
  let account = await newAccount();
  // The other organiser signs up when a step first needs them.
  let other: Account | null = null;
  const otherAccount = async () => (other ??= await newAccount());

  // The profile: IndexedDB's stand-in and the Web Locks its tabs share.
  const items = new Map<string, string>();
  const locks = new InProcessLocks();
  const tabs: Tab[] = [];
  const openTab = async (): Promise<Tab> => {
    let dead = false;
    const storage: Storage = {
      getItem: async (k: string) => items.get(k) ?? null,
      setItem: async (k: string, v: string) => void (dead || items.set(k, v)),
      removeItem: async (k: string) => void (dead || items.delete(k)),
    };
    const closed = new AbortController();
    // The tabs' channel (session sharing, the queue's lock) is this run's alone.
    const made = makeStore(undefined, {
      storage,
      tabs: { locks, name: `consistency-${seed}`, closed: closed.signal },
      sender: { sendTimeoutMs: 3000, maxBackoffMs: 1000 },
    });
    await until(() => made.persistor?.getState().bootstrapped === true, 'the stored state');
    made.store.dispatch(appStarted());
    await until(() => made.store.getState().session.status !== 'unknown', 'the auth state');
    const tab: Tab = {
      store: made.store,
      screens: [],
      repairsSeen: 0,
      close: async () => {
        await made.persistor?.flush();
        dead = true;
        closed.abort();
        // Ends its live socket and sender; its storage is dead, so nothing of this is kept.
        made.store.dispatch(signedOut());
        tabs.splice(tabs.indexOf(tab), 1);
      },
    };
    tabs.push(tab);
    return tab;
  };
  const uid = () => tabs[0]?.store.getState().session.user?.uid ?? '';
  const openScreen = (tab: Tab, screen: Screen) => {
    for (const path of screen.paths) tab.store.dispatch(targetWanted(path));
    tab.screens.push(screen);
  };
  const leaveScreen = (tab: Tab, screen: Screen) => {
    for (const path of screen.paths) tab.store.dispatch(targetReleased(path));
    tab.screens.splice(tab.screens.indexOf(screen), 1);
  };
  const randomScreen = () => random.pick(screensOf(uid(), random.pick(account.events), random));
  /** A reload keeps the page's address: the same screens open again. */
  const reopen = async (tab: Tab) => {
    const screens = tab.screens.slice();
    await tab.close();
    const next = await openTab();
    await until(() => next.store.getState().session.status === 'signedIn', 'the session back');
    for (const screen of screens) openScreen(next, screen);
    return next;
  };
  const signIn = async (tab: Tab, to: Account) => {
    const session = await rig.server.clients.auth.signIn({
      email: to.session.email,
      password: to.session.password,
    });
    tab.store.dispatch(sessionStarted(tokensOf(session)));
  };

  let stepNo = 0;
  let step: Step | 'start' = 'start';
  const settle = async () => {
    for (const tab of tabs) {
      const state = () => tab.store.getState();
      await until(() => state().live.status === 'online', 'the live feed online', 20_000);
      await until(
        () => tab.screens.every((s) => s.paths.every((p) => state().live.current[p] === true)),
        'the open screens current',
        20_000,
      );
    }
    await until(
      () => tabs.every((t) => t.store.getState().queue.pending.length === 0),
      'the queue drained',
      20_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${tabStates()}`);
    });
  };
  /** Where each tab is, for a run that stalls. */
  const tabStates = () =>
    JSON.stringify(
      tabs.map((t) => {
        const { session, live, queue } = t.store.getState();
        return {
          session: session.status,
          uid: session.user?.uid,
          live: live.status,
          role: queue.role,
          pending: queue.pending.map((w) => ({ write: w.write, uid: w.uid, id: w.mutationId })),
          failed: queue.failed.length,
        };
      }),
    );
  const noteRepairs = (tab: Tab) => {
    const { divergences, diverged } = tab.store.getState().live;
    const fresh = divergences - tab.repairsSeen;
    for (const d of diverged.slice(-fresh))
      result.repaired.push(`step ${stepNo} (${step}): ${d.path} ${JSON.stringify(d)}`);
    tab.repairsSeen = divergences;
  };
  /** Every target each tab holds or follows, against a fresh client's read. */
  const compare = async () => {
    progress.phase = `step ${stepNo} (${step}): compare`;
    await settle();
    const { idToken } = account.session;
    for (const tab of tabs) {
      const followed = new Set(tab.screens.flatMap((s) => s.paths));
      const held = heldPaths(tab.store.getState()).filter((p) => !followed.has(p));
      // A copy held but not followed is what its screen shows when it opens: open it.
      for (const path of held) tab.store.dispatch(targetWanted(path));
      try {
        const paths = [...new Set([...followed, ...held])];
        await until(
          () => paths.every((p) => tab.store.getState().live.current[p] === true),
          'the held copies current',
          20_000,
        );
        const server = await serverCopies(rig.server.wsUrl, idToken, paths);
        for (const path of paths) {
          result.compared += 1;
          const docs = server.get(path) ?? new Map();
          // Another client's change may still be on its way to the tab.
          const differs = () => copyDifference(tab.store, path, docs).length > 0;
          await until(() => !differs(), 'agreement', 5_000).catch(() => undefined);
          for (const d of copyDifference(tab.store, path, docs))
            result.divergences.push(`step ${stepNo} (${step}): ${d}`);
        }
      } finally {
        for (const path of held) tab.store.dispatch(targetReleased(path));
      }
      noteRepairs(tab);
    }
  };

  try {
    progress.phase = 'first tab';
    const first = await openTab();
    await signIn(first, account);
    openScreen(first, screensOf(uid(), undefined, random)[0]!);
    await compare();

    for (stepNo = 1; stepNo <= steps; stepNo++) {
      step = random.pick(STEPS);
      result.steps[step] += 1;
      progress.phase = `step ${stepNo} (${step})`;
      trace(progress.phase);
      const tab = random.pick(tabs);
      switch (step) {
        case 'open':
          openScreen(tab, randomScreen());
          break;
        case 'leave':
          if (tab.screens.length > 0) leaveScreen(tab, random.pick(tab.screens));
          break;
        case 'other client':
          await otherChange(rig, account, random, trace);
          break;
        case 'another organiser':
          // Nothing of it may reach this profile.
          await otherChange(rig, await otherAccount(), random, trace);
          break;
        case 'copy': {
          const source = random.pick(account.events);
          const newEventId = uuidv7();
          await tab.store.dispatch(
            eventsApi.endpoints.copyEvent.initiate({ eventId: source.eventId, newEventId }),
          );
          const copy: EventInfo = { eventId: newEventId, key: '', published: false, forms: [] };
          // The organiser goes on to the copy's screens.
          const screens = screensOf(uid(), copy, random);
          openScreen(tab, screens.find((s) => s.name === 'edit')!);
          openScreen(tab, random.pick(screens));
          await settle();
          // Its key, for the attendees' answers and other clients' changes.
          const read = await serverCopies(rig.server.wsUrl, account.session.idToken, [
            LIVE_TARGETS.event.path({ eventId: newEventId }),
          ]);
          for (const doc of read.values().next().value?.values() ?? [])
            if (doc.case === 'event') copy.key = doc.value.extKey;
          account.events.push(copy);
          break;
        }
        case 'reload':
          await reopen(tab);
          break;
        case 'second tab':
          if (tabs.length === 1) {
            const second = await openTab();
            await until(
              () => second.store.getState().session.status === 'signedIn',
              'the second tab signed in',
            );
            openScreen(second, randomScreen());
          } else await tab.close();
          break;
        case 'offline': {
          rig.proxy.cut();
          for (const t of tabs) t.store.dispatch(networkLost());
          for (let i = random.int(0, 2); i > 0; i--) await otherChange(rig, account, random, trace);
          if (random.chance(0.5)) openScreen(tab, randomScreen());
          rig.proxy.restore();
          for (const t of tabs) {
            t.store.dispatch(networkLost());
            t.store.dispatch(networkOnline());
          }
          break;
        }
        case 'sign out and in': {
          // Signing out closes the screens (and, here, the profile's other tab).
          for (const other of tabs.filter((t) => t !== tab)) await other.close();
          for (const screen of tab.screens.slice()) leaveScreen(tab, screen);
          tab.store.dispatch(signedOut());
          if (random.chance(0.5)) {
            const next = await otherAccount();
            other = account;
            account = next;
          }
          await signIn(tab, account);
          openScreen(tab, screensOf(uid(), undefined, random)[0]!);
          break;
        }
        case 'version bump': {
          // The stored state is of the shape before this one: the console migrates it.
          const screens = tabs.map((t) => t.screens.slice());
          for (const t of tabs.slice()) await t.close();
          const record = JSON.parse(items.get(`persist:${PERSIST_KEY}`) ?? '{}') as Record<
            string,
            string
          >;
          record._persist = JSON.stringify({ version: PERSIST_VERSION - 1, rehydrated: true });
          items.set(`persist:${PERSIST_KEY}`, JSON.stringify(record));
          for (const open of screens) {
            const next = await openTab();
            await until(() => next.store.getState().session.status === 'signedIn', 'the session');
            for (const screen of open) openScreen(next, screen);
          }
          break;
        }
      }
      await compare();
    }
    return result;
  } finally {
    rig.proxy.restore();
    for (const tab of tabs.slice()) await tab.close().catch(() => undefined);
  }
}
