// Closed-loop load: a fixed number of calls in flight for a fixed time after a warm-up. Each
// worker issues its next call as soon as the previous one is answered.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createClient } from '@connectrpc/connect';
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import { v7 as uuidv7 } from 'uuid';
import { Translations } from '../generated/manager/account_pb';
import { Cms, Meetings, Speakers } from '../generated/manager/content_pb';
import { Events } from '../generated/manager/events_pb';

export interface LoadOptions {
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** Upper bound on the calls of the whole run (warm-up included). */
  maxCalls: number;
  /** Called as the measured window opens and closes (e.g. to sample the server's counters). */
  onWindow?: (edge: 'open' | 'close') => Promise<void>;
}

export interface LoadResult {
  concurrency: number;
  /** Calls completed inside the measured window. */
  completed: number;
  errors: number;
  firstError?: string;
  seconds: number;
  throughput: number;
  /** Latency of every call started inside the window, ms. */
  latencies: number[];
  /** Client process CPU over the window, as a fraction of one core. */
  clientCpu: number;
}

export type Call = (worker: number, n: number) => Promise<void>;

export async function closedLoop(call: Call, o: LoadOptions): Promise<LoadResult> {
  let measuring = false;
  let stopped = false;
  let issued = 0;
  let completed = 0;
  let errors = 0;
  let firstError: string | undefined;
  const latencies: number[] = [];
  let windowStart = 0;
  let windowEnd = 0;
  let cpuStart = process.cpuUsage();
  let cpuSpent = 0;

  const worker = async (id: number) => {
    for (let n = 0; !stopped && issued < o.maxCalls; n += 1) {
      issued += 1;
      const inWindow = measuring;
      const start = performance.now();
      try {
        await call(id, n);
        if (inWindow) latencies.push(performance.now() - start);
        if (measuring && !stopped) completed += 1;
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
        // A failing target must not spin: back off a little.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  };

  // The window opens after the warm-up, once the open hook is done, and lasts durationMs from
  // then, so a slow hook (the server answering late under load) never shortens it.
  const windowDone = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      void (async () => {
        await o.onWindow?.('open');
        cpuStart = process.cpuUsage();
        windowStart = performance.now();
        measuring = true;
        await new Promise((wait) => setTimeout(wait, o.durationMs));
        windowEnd = performance.now();
        stopped = true;
        const cpu = process.cpuUsage(cpuStart);
        cpuSpent = (cpu.user + cpu.system) / 1000;
        await o.onWindow?.('close');
      })().then(resolve, (error: unknown) => {
        stopped = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    }, o.warmupMs);
  });
  await Promise.all(Array.from({ length: o.concurrency }, (_, i) => worker(i)));
  await windowDone;
  const seconds = (windowEnd - windowStart) / 1000;
  return {
    concurrency: o.concurrency,
    completed,
    errors,
    firstError,
    seconds,
    throughput: completed / seconds,
    latencies,
    clientCpu: cpuSpent / (seconds * 1000),
  };
}

/** The client side of the benchmark: an HTTP/1.1 keep-alive agent sized to the load. */
export function keepAliveAgent(concurrency: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency });
}

export interface BenchEvent {
  eventId: string;
  key: string;
}

/**
 * manager.Events/UpdateEvent over gRPC-web: worker w updates event w mod events.length, setting
 * the title and the slogan in turn, so every call writes rows and records a change. With
 * `ledger`, each worker is a queued-write client (client-id, mutation-id 1, 2, …) as the
 * console's write queue is, so the exactly-once ledger is read and written too.
 */
export function updateEventCall(
  baseUrl: string,
  idToken: string,
  events: readonly BenchEvent[],
  agent: http.Agent,
  ledger = false,
): Call {
  const transport = createGrpcWebTransport({ baseUrl, httpVersion: '1.1', nodeOptions: { agent } });
  const client = createClient(Events, transport);
  const run = `${process.pid}-${Date.now().toString(36)}`;
  return async (worker, n) => {
    const { eventId, key } = events[worker % events.length]!;
    const text = `Bench ${worker}.${n}`;
    const headers: Record<string, string> = { 'access-token': idToken };
    if (ledger) {
      headers['client-id'] = `bench-${run}-${worker}`;
      headers['mutation-id'] = String(n + 1);
    }
    await client.updateEvent(
      n % 2 === 0 ? { eventId, key, title: text } : { eventId, key, slogan: text },
      { headers, timeoutMs: 10_000 },
    );
  };
}

/** The write calls measured beside UpdateEvent (issue 31, item 4), each as a queued write. */
export const WRITE_KINDS = [
  'CreateMeeting',
  'UpdateMeeting',
  'CreateSpeaker',
  'UpsertTranslate',
  'AddSection',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** An event with what the write calls need in it: a meeting to update, a section group. */
export interface WriteTarget extends BenchEvent {
  meetingId: string;
  groupId: string;
}

const transportOf = (baseUrl: string, agent: http.Agent) =>
  createGrpcWebTransport({ baseUrl, httpVersion: '1.1', nodeOptions: { agent } });

/** Gives each event a meeting and a section group (the targets of UpdateMeeting, AddSection). */
export async function prepareWriteTargets(
  baseUrl: string,
  idToken: string,
  events: readonly BenchEvent[],
): Promise<WriteTarget[]> {
  const agent = keepAliveAgent(1);
  const transport = transportOf(baseUrl, agent);
  const meetings = createClient(Meetings, transport);
  const cms = createClient(Cms, transport);
  const options = { headers: { 'access-token': idToken }, timeoutMs: 10_000 };
  const targets: WriteTarget[] = [];
  try {
    for (const event of events) {
      const { meetingId } = await meetings.createMeeting(
        { eventId: event.eventId, meetingId: uuidv7(), name: 'Bench', ...meetingTimes(0) },
        options,
      );
      const { groupId } = await cms.addGroupOfSectionsByEvent(
        { eventId: event.eventId, groupId: uuidv7(), title: 'Bench' },
        options,
      );
      targets.push({ ...event, meetingId, groupId });
    }
  } finally {
    agent.destroy();
  }
  return targets;
}

/** An hour on 1 June 2027 shifted by n minutes, in epoch seconds. */
const meetingTimes = (n: number) => {
  const startAt = Date.UTC(2027, 5, 1, 9) / 1000 + 60 * (n % 600);
  return { startAt, endAt: startAt + 3600 };
};

/**
 * One write call of `kind` as a queued write (client-id, mutation-id 1, 2, … per worker, as
 * the console's write queue sends them): worker w writes to event w mod events.length; the
 * creating calls add a new row each time, the others change the same one.
 */
export function writeCall(
  kind: WriteKind,
  baseUrl: string,
  idToken: string,
  targets: readonly WriteTarget[],
  agent: http.Agent,
): Call {
  const transport = transportOf(baseUrl, agent);
  const meetings = createClient(Meetings, transport);
  const speakers = createClient(Speakers, transport);
  const translations = createClient(Translations, transport);
  const cms = createClient(Cms, transport);
  const run = `${process.pid}-${Date.now().toString(36)}-${kind}`;
  return async (worker, n) => {
    const { eventId, meetingId, groupId } = targets[worker % targets.length]!;
    const text = `Bench ${worker}.${n}`;
    const options = {
      headers: {
        'access-token': idToken,
        'client-id': `bench-${run}-${worker}`,
        'mutation-id': String(n + 1),
      },
      timeoutMs: 10_000,
    };
    switch (kind) {
      case 'CreateMeeting':
        await meetings.createMeeting(
          { eventId, meetingId: uuidv7(), name: text, ...meetingTimes(n) },
          options,
        );
        return;
      case 'UpdateMeeting':
        await meetings.updateMeeting(
          { eventId, meetingId, name: text, ...meetingTimes(n) },
          options,
        );
        return;
      case 'CreateSpeaker':
        await speakers.createSpeaker(
          { eventId, speakerId: uuidv7(), name: text, companyName: 'Bench' },
          options,
        );
        return;
      case 'UpsertTranslate':
        await translations.upsertTranslate(
          { eventId, key: `bench.${worker % 4}`, value: text },
          options,
        );
        return;
      case 'AddSection':
        await cms.addSection(
          {
            eventId,
            groupId,
            itemId: uuidv7(),
            title: text,
            content: { kind: { case: 'textWithPopup', value: { text } } },
          },
          options,
        );
        return;
    }
  };
}

/** POST /bare on the bare Fastify instance: an empty 200. */
export function bareCall(port: number, agent: http.Agent): Call {
  return () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/bare',
          agent,
          headers: { 'content-length': '0' },
          timeout: 10_000,
        },
        (res) => {
          res.resume();
          res.on('error', reject);
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.end();
    });
}
