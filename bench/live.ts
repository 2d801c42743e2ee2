// Commit-to-delivery latency of the live feed: many WebSocket subscribers of events/{eventId},
// then sequential UpdateEvent calls; for each call, when did each subscriber get its change?
import { performance } from 'node:perf_hooks';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { createClient } from '@connectrpc/connect';
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import WebSocket from 'ws';
import { ChangeKind, ClientFrameSchema, ServerFrameSchema } from '../generated/live/live_pb';
import { Events } from '../generated/manager/events_pb';
import type { BenchEvent } from './unary';
import { keepAliveAgent } from './unary';

const TARGET_ID = 1;

/** One call's deliveries: the arrival time per subscriber (NaN: not arrived). */
interface Round {
  marker: Buffer;
  arrivals: Float64Array;
  frames: (Buffer | undefined)[];
  remaining: number;
  done: () => void;
}

/**
 * A subscriber: during setup it decodes every frame; while measuring it only timestamps the
 * frames and looks for the round's marker in the raw bytes, so that decoding 500 frames in
 * this process does not delay the timestamps of the later ones. Frames are decoded afterwards.
 */
class Subscriber {
  round: Round | null = null;
  strayFrames = 0;
  private closed = false;

  private constructor(
    private readonly ws: WebSocket,
    private readonly index: number,
  ) {}

  static open(
    index: number,
    url: string,
    accessToken: string,
    path: string,
    timeoutMs: number,
  ): Promise<Subscriber> {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const sub = new Subscriber(ws, index);
    return new Promise<Subscriber>((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        ws.terminate();
        reject(error);
      };
      const timer = setTimeout(
        () => fail(new Error(`subscriber ${index}: setup timed out`)),
        timeoutMs,
      );
      let current = false;
      ws.on('open', () => sub.send({ kind: { case: 'authenticate', value: { accessToken } } }));
      ws.on('error', (error) => fail(error));
      ws.on('close', (code) => {
        sub.closed = true;
        if (!current) fail(new Error(`subscriber ${index}: closed (${code}) during setup`));
      });
      ws.on('message', (data: Buffer) => {
        const t = performance.now();
        if (current) return sub.onMeasuredFrame(t, data);
        const frame = fromBinary(ServerFrameSchema, data);
        const k = frame.kind;
        if (k.case === 'authState') {
          if (!k.value.ok) return fail(new Error(`subscriber ${index}: ${k.value.message}`));
          sub.send({
            kind: { case: 'addTarget', value: { targetId: TARGET_ID, path, resumeToken: '' } },
          });
        } else if (k.case === 'error') {
          fail(new Error(`subscriber ${index}: target refused: ${k.value.message}`));
        } else if (k.case === 'current' && k.value.targetId === TARGET_ID) {
          current = true;
          clearTimeout(timer);
          resolve(sub);
        }
        return undefined;
      });
    });
  }

  private send(frame: MessageInitShape<typeof ClientFrameSchema>): void {
    this.ws.send(toBinary(ClientFrameSchema, create(ClientFrameSchema, frame)));
  }

  private onMeasuredFrame(t: number, data: Buffer): void {
    const round = this.round;
    if (!round || !Number.isNaN(round.arrivals[this.index]) || data.indexOf(round.marker) < 0) {
      this.strayFrames += 1;
      return;
    }
    round.arrivals[this.index] = t;
    round.frames[this.index] = data;
    round.remaining -= 1;
    if (round.remaining === 0) round.done();
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.ws.terminate();
        resolve();
      }, 5000);
      this.ws.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      this.ws.close(1000);
    });
  }
}

export interface LiveOptions {
  baseUrl: string;
  wsUrl: string;
  idToken: string;
  event: BenchEvent;
  subscribers: number;
  calls: number;
  warmupCalls: number;
  spacingMs: number;
  /** How long one call may take to reach every subscriber before it counts as missing. */
  roundTimeoutMs: number;
  /** Called around the measured calls (e.g. to sample or profile the server). */
  onWindow?: (edge: 'open' | 'close') => Promise<void>;
}

export interface LiveResult {
  subscribers: number;
  calls: number;
  setupSeconds: number;
  /** Arrival minus the moment the call's response arrived, ms, per (call × subscriber). */
  fromResponse: number[];
  /** Arrival minus the moment just before the call was sent, ms. */
  fromSend: number[];
  /** Per call: the UpdateEvent round trip, ms. */
  callLatencies: number[];
  /** Per call: first and last subscriber's arrival after the response, ms. */
  firstArrivals: number[];
  lastArrivals: number[];
  missing: number;
  /** Frames that were not the expected MODIFIED change of the event (checked after the run). */
  invalid: number;
  stray: number;
}

export async function liveFanOut(o: LiveOptions): Promise<LiveResult> {
  const agent = keepAliveAgent(4);
  const transport = createGrpcWebTransport({
    baseUrl: o.baseUrl,
    httpVersion: '1.1',
    nodeOptions: { agent },
  });
  const events = createClient(Events, transport);
  const callOptions = { headers: { 'access-token': o.idToken }, timeoutMs: 10_000 };
  const path = `events/${o.event.eventId}`;

  const setupStart = performance.now();
  const subs: Subscriber[] = [];
  const PARALLEL_OPENS = 25;
  try {
    for (let i = 0; i < o.subscribers; i += PARALLEL_OPENS) {
      const batch = await Promise.allSettled(
        Array.from({ length: Math.min(PARALLEL_OPENS, o.subscribers - i) }, (_, j) =>
          Subscriber.open(i + j, o.wsUrl, o.idToken, path, 30_000),
        ),
      );
      for (const outcome of batch) if (outcome.status === 'fulfilled') subs.push(outcome.value);
      const failed = batch.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    }
    const setupSeconds = (performance.now() - setupStart) / 1000;

    const result: LiveResult = {
      subscribers: o.subscribers,
      calls: o.calls,
      setupSeconds,
      fromResponse: [],
      fromSend: [],
      callLatencies: [],
      firstArrivals: [],
      lastArrivals: [],
      missing: 0,
      invalid: 0,
      stray: 0,
    };
    const rounds: { marker: string; round: Round }[] = [];
    const total = o.warmupCalls + o.calls;
    let next = performance.now();
    for (let i = 0; i < total; i += 1) {
      const measured = i >= o.warmupCalls;
      if (i === o.warmupCalls) await o.onWindow?.('open');
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      next = Math.max(performance.now(), next) + o.spacingMs;

      const marker = `live-${String(i).padStart(4, '0')}-mark`;
      const { promise: all, resolve: done } = deferred();
      const round: Round = {
        marker: Buffer.from(marker),
        arrivals: new Float64Array(o.subscribers).fill(Number.NaN),
        frames: new Array<Buffer | undefined>(o.subscribers),
        remaining: o.subscribers,
        done,
      };
      for (const sub of subs) sub.round = round;
      const { eventId, key } = o.event;
      const sent = performance.now();
      await events.updateEvent(
        i % 2 === 0 ? { eventId, key, title: marker } : { eventId, key, slogan: marker },
        callOptions,
      );
      const answered = performance.now();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        all,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, o.roundTimeoutMs);
        }),
      ]);
      clearTimeout(timer);
      for (const sub of subs) sub.round = null;
      if (!measured) continue;
      rounds.push({ marker, round });
      result.callLatencies.push(answered - sent);
      let first = Number.POSITIVE_INFINITY;
      let last = Number.NEGATIVE_INFINITY;
      for (const t of round.arrivals) {
        if (Number.isNaN(t)) {
          result.missing += 1;
          continue;
        }
        result.fromResponse.push(t - answered);
        result.fromSend.push(t - sent);
        first = Math.min(first, t - answered);
        last = Math.max(last, t - answered);
      }
      result.firstArrivals.push(first);
      result.lastArrivals.push(last);
    }
    await o.onWindow?.('close');

    // Each counted frame must be the MODIFIED change of the event carrying the call's text.
    for (const { marker, round } of rounds) {
      for (const data of round.frames) {
        if (!data) continue;
        const k = fromBinary(ServerFrameSchema, data).kind;
        const doc = k.case === 'change' ? k.value.document?.doc : undefined;
        const ok =
          k.case === 'change' &&
          k.value.targetId === TARGET_ID &&
          k.value.kind === ChangeKind.MODIFIED &&
          k.value.docId === o.event.eventId &&
          doc?.case === 'event' &&
          (doc.value.title === marker || doc.value.slogan.includes(marker));
        if (!ok) result.invalid += 1;
      }
    }
    result.stray = subs.reduce((n, s) => n + s.strayFrames, 0);
    return result;
  } finally {
    await Promise.all(subs.map((s) => s.close()));
    agent.destroy();
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
