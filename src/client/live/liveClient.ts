// The browser side of the live feed: one WebSocket, many targets. It authenticates with the
// current ID token, re-adds every wanted target with its resume token after a reconnect, and
// reconnects with exponential backoff and jitter. Changes are handed over in batches. A resumed
// target's digest is checked against the documents the store holds for it: a copy that differs
// is dropped (by the store) and the target listens afresh, as a snapshot. The check is made in
// slices between tasks (hundreds of documents made a long task of it), and the frames that
// arrive meanwhile wait for it, so everything is still handled in the order the server sent it.
// A network can fail without a word (a venue's Wi-Fi loses its route, a router forgets its NAT):
// nothing closes, nothing arrives. So a connection that does not open in time is made again, and
// one gone quiet is asked for a heartbeat and given up when it does not answer. Received frames
// are handled when the page lets them be (FrameScheduler): in the console, when it is idle.
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  ChangeKind,
  ClientFrameSchema,
  DocumentSchema,
  ServerFrameSchema,
} from '../../../generated/live/live_pb';
import type { Document, ServerFrame } from '../../../generated/live/live_pb';
import { liveDigestInSlices, sameDigest } from '../../common/liveDigest';
import type { LiveDigest } from '../../common/liveDigest';
import { LIVE_CLOSE } from '../../common/constants';
import { nextTask } from '../nextTask';
import type { LiveChange, LiveStatus } from './liveSlice';

export interface LiveEvents {
  status(status: LiveStatus): void;
  changed(path: string, changes: LiveChange[], resumeToken: string): void;
  current(path: string, resumeToken: string): void;
  reset(path: string): void;
  /** A resumed copy differs from the server's digest: drop it (the target then listens afresh). */
  diverged(path: string, local: LiveDigest, server: LiveDigest): void;
  failed(path: string, code: number, message: string): void;
  /** The server ended the session (expired or refused token): get a fresh one. */
  sessionEnded(): void;
}

interface Target {
  id: number;
  users: number;
  /** How many writes had been acknowledged (retryRefused) when it was last asked for. */
  acksWhenAsked?: number;
}

const KINDS: Record<number, LiveChange['kind']> = {
  [ChangeKind.ADDED]: 'added',
  [ChangeKind.MODIFIED]: 'modified',
  [ChangeKind.REMOVED]: 'removed',
};

/** How long the client waits on the network, in ms. */
export interface LiveTimings {
  /** A connection not open by then is given up and made again. */
  openMs: number;
  /** Nothing received for this long: the client asks the server for a heartbeat. */
  quietMs: number;
  /** Asked, and nothing received for this long: the connection is taken for lost. */
  answerMs: number;
}

/** The server sends a heartbeat every 25 s: a live connection is seldom quiet for 30. */
export const LIVE_TIMINGS: LiveTimings = { openMs: 15_000, quietMs: 30_000, answerMs: 10_000 };

/**
 * When the frames received are handled, in the order they came. At once by default (Node, the
 * tests). The console hands them over when the page is idle: a frame's dispatch while React
 * renders a screen in slices (a transition) changes what that render read from the store, and
 * React then renders the whole screen again, synchronously, in one long task (issue 31).
 */
export type FrameScheduler = (handle: () => void) => void;

const AT_ONCE: FrameScheduler = (handle) => handle();

/** The digest of a held copy whose documents could not all be encoded: matches no server's. */
export const UNREADABLE_COPY = 'unreadable';

export class LiveClient {
  private socket: WebSocket | null = null;
  private token: string | null = null;
  private readonly targets = new Map<string, Target>();
  private readonly paths = new Map<number, string>();
  private nextId = 1;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;
  private pending = new Map<string, { changes: LiveChange[]; resumeToken: string }>();
  private flushScheduled = false;
  /** Whether the current socket has authenticated (then targets can be added). */
  private ready = false;
  /** Wanted paths the server refused (not found, not allowed): asked again by retryRefused. */
  private readonly refused = new Set<string>();
  /** Writes acknowledged so far, as retryRefused has been told of them. */
  private acks = 0;
  /** While a digest is being checked: the frames received since, handled after it. */
  private waiting: ServerFrame[] | null = null;
  /** The socket's watch (LiveTimings), and when it last heard from the server or asked it. */
  private watch: ReturnType<typeof setInterval> | undefined;
  private heardAt = 0;
  private askedAt: number | null = null;
  /** Frames received on the current socket and not handled yet (FrameScheduler). */
  private inbox: ArrayBuffer[] = [];

  constructor(
    private readonly url: () => string,
    private readonly resumeToken: (path: string) => string,
    private readonly on: LiveEvents,
    /** The documents the store holds for a path; null: the path is not checked. */
    private readonly held: (path: string) => Document['doc'][] | null = () => null,
    private readonly timings: LiveTimings = LIVE_TIMINGS,
    private readonly handleFrames: FrameScheduler = AT_ONCE,
  ) {}

  /** Starts (or re-authenticates) with an ID token. */
  setToken(token: string | null): void {
    this.token = token;
    if (!token) return this.stop();
    if (this.stopped) {
      this.stopped = false;
      this.connect();
    } else if (this.socket?.readyState === WebSocket.OPEN) {
      this.send({ kind: { case: 'authenticate', value: { accessToken: token } } });
    }
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.watch);
    this.socket?.close(1000);
    this.socket = null;
  }

  want(path: string): void {
    const target = this.targets.get(path);
    if (target) {
      target.users += 1;
      return;
    }
    const id = this.nextId++;
    this.targets.set(path, { id, users: 1 });
    this.paths.set(id, path);
    this.add(path, id);
  }

  release(path: string): void {
    const target = this.targets.get(path);
    if (!target) return;
    target.users -= 1;
    if (target.users > 0) return;
    this.targets.delete(path);
    this.paths.delete(target.id);
    this.refused.delete(path);
    this.send({ kind: { case: 'removeTarget', value: { targetId: target.id } } });
  }

  /**
   * The browser says the network is back: a connection being made is made again now (it may
   * hang on the network that was), and an open one is asked whether it still lives.
   */
  retryNow(): void {
    if (this.stopped) return;
    const socket = this.socket;
    if (socket?.readyState === WebSocket.OPEN) return this.ask();
    this.socket = null;
    socket?.close();
    clearTimeout(this.retryTimer);
    this.connect();
  }

  /**
   * Asks again for the wanted paths the server refused. A refusal can be of a document this
   * client's own queued write has not created yet (a copied event opened before the copy was
   * sent): once a write lands, what was refused may be there.
   */
  retryRefused(): void {
    this.acks += 1;
    const paths = [...this.refused];
    this.refused.clear();
    for (const path of paths) this.relisten(path);
  }

  /** Listens to a wanted path again, under a new id, from the point the store now holds. */
  private relisten(path: string): void {
    const target = this.targets.get(path);
    if (!target) return;
    this.send({ kind: { case: 'removeTarget', value: { targetId: target.id } } });
    this.paths.delete(target.id);
    target.id = this.nextId++;
    this.paths.set(target.id, path);
    this.add(path, target.id);
  }

  private add(path: string, id: number): void {
    const target = this.targets.get(path);
    if (target) target.acksWhenAsked = this.acks;
    this.send({
      kind: {
        case: 'addTarget',
        value: { targetId: id, path, resumeToken: this.resumeToken(path) },
      },
    });
  }

  private connect(): void {
    if (this.stopped || !this.token) return;
    this.on.status('connecting');
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url());
    } catch {
      return this.scheduleRetry();
    }
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    this.inbox = [];
    this.ready = false;
    this.waiting = null;
    this.watchSocket(socket);
    socket.onopen = () => {
      this.send({ kind: { case: 'authenticate', value: { accessToken: this.token ?? '' } } });
    };
    // An error is always followed by close, which handles it; a listener keeps Node's ws quiet.
    socket.onerror = () => undefined;
    socket.onmessage = (event: MessageEvent<ArrayBuffer>) => {
      this.heardAt = Date.now();
      this.askedAt = null;
      this.inbox.push(event.data);
      if (this.inbox.length === 1) this.handleFrames(() => this.handleInbox(socket));
    };
    socket.onclose = (event) => this.lost(socket, event.code);
  }

  /** The connection ended (closed by either side, or given up): reconnects as the code says. */
  private lost(socket: WebSocket, code: number | null): void {
    if (this.socket !== socket) return;
    this.socket = null;
    clearInterval(this.watch);
    this.flush();
    if (this.stopped) return;
    if (code === LIVE_CLOSE.reconnectNow) {
      // The node is draining: another one takes the connection now, without backing off
      // and without showing the organiser an outage.
      this.attempt = 0;
      this.connect();
      return;
    }
    this.on.status('offline');
    if (code === LIVE_CLOSE.invalidSession) {
      this.stopped = true;
      this.on.sessionEnded();
      return;
    }
    this.scheduleRetry();
  }

  /**
   * Gives the socket up when it does not open in time, or when it went quiet and did not answer
   * a heartbeat asked for: its close may never come, so it is taken as lost at once.
   */
  private watchSocket(socket: WebSocket): void {
    const { openMs, quietMs, answerMs } = this.timings;
    this.heardAt = Date.now();
    this.askedAt = null;
    clearInterval(this.watch);
    this.watch = setInterval(
      () => {
        const now = Date.now();
        const opening = socket.readyState === WebSocket.CONNECTING;
        const late =
          this.askedAt === null
            ? opening && now - this.heardAt >= openMs
            : now - this.askedAt >= answerMs;
        if (late) {
          this.lost(socket, null);
          socket.close();
        } else if (!opening && this.askedAt === null && now - this.heardAt >= quietMs) {
          this.ask();
        }
      },
      Math.min(openMs, quietMs, answerMs) / 4,
    );
  }

  /** Asks the server for a heartbeat (once until something arrives); the watch waits for it. */
  private ask(): void {
    if (this.askedAt !== null) return;
    this.askedAt = Date.now();
    this.send({ kind: { case: 'ping', value: {} } });
  }

  private scheduleRetry(): void {
    this.attempt += 1;
    const ceiling = Math.min(30_000, 500 * 2 ** Math.min(this.attempt, 6));
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private send(frame: MessageInitShape<typeof ClientFrameSchema>): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    // Before the server has taken the token, only the token and a heartbeat's question go.
    const early = frame.kind?.case === 'authenticate' || frame.kind?.case === 'ping';
    if (!early && !this.ready) return;
    this.socket.send(toBinary(ClientFrameSchema, create(ClientFrameSchema, frame)));
  }

  /** Handles the frames received, unless their socket is gone (its frames went with it). */
  private handleInbox(socket: WebSocket): void {
    if (this.socket !== socket) return;
    const frames = this.inbox;
    this.inbox = [];
    for (const data of frames) {
      if (this.socket !== socket) return;
      this.take(fromBinary(ServerFrameSchema, new Uint8Array(data)));
    }
  }

  /** Handles a frame now, or after the digest being checked. */
  private take(frame: ServerFrame): void {
    if (this.waiting) this.waiting.push(frame);
    else this.receive(frame);
  }

  private receive(frame: ServerFrame): void {
    const k = frame.kind;
    switch (k.case) {
      case 'authState':
        if (!k.value.ok || this.ready) return;
        // (Re)connected: every wanted target starts, or resumes from its last token.
        this.ready = true;
        this.refused.clear();
        for (const [id, path] of this.paths) this.add(path, id);
        this.attempt = 0;
        this.on.status('online');
        return;
      case 'change': {
        const path = this.paths.get(k.value.targetId);
        if (!path) return;
        const batch = this.pending.get(path) ?? { changes: [], resumeToken: '' };
        batch.changes.push({
          kind: KINDS[k.value.kind] ?? 'modified',
          docId: k.value.docId,
          document: k.value.document,
          seq: Number(k.value.resumeToken) || 0,
        });
        batch.resumeToken = k.value.resumeToken;
        this.pending.set(path, batch);
        this.scheduleFlush();
        return;
      }
      case 'current': {
        const path = this.paths.get(k.value.targetId);
        if (!path) return;
        this.flush();
        const digest = k.value.digest;
        const docs = digest ? this.held(path) : null;
        if (digest && docs) {
          this.check(k.value.targetId, path, docs, digest, k.value.resumeToken);
          return;
        }
        this.on.current(path, k.value.resumeToken);
        return;
      }
      case 'reset': {
        const path = this.paths.get(k.value.targetId);
        if (!path) return;
        this.flush();
        this.on.reset(path);
        return;
      }
      case 'error': {
        const path = this.paths.get(k.value.targetId);
        if (!path) return;
        // A write acknowledged since the path was asked for may have made what it names: the
        // refusal and the acknowledgement come on different connections, in either order, so
        // the refusal may be older than the write (a copy's screen opened as it was sent).
        if (this.targets.get(path)?.acksWhenAsked !== this.acks) return this.relisten(path);
        this.refused.add(path);
        this.on.failed(path, k.value.code, k.value.message);
        return;
      }
      default:
        return;
    }
  }

  /**
   * Compares the copy the store held at the 'current' marker with the server's digest, in
   * slices; the frames received meanwhile wait. A socket closed meanwhile drops the verdict and
   * what waited: the next connection resumes from the point the store holds.
   */
  private check(
    targetId: number,
    path: string,
    docs: Document['doc'][],
    server: LiveDigest,
    resumeToken: string,
  ): void {
    const socket = this.socket;
    this.waiting = [];
    const encoded = (function* () {
      for (const doc of docs) yield toBinary(DocumentSchema, create(DocumentSchema, { doc }));
    })();
    const settle = (local: LiveDigest) => {
      if (this.socket !== socket) return;
      const waiting = this.waiting ?? [];
      this.waiting = null;
      if (this.paths.get(targetId) === path) {
        const theirs = { count: server.count, hash: server.hash };
        if (sameDigest(local, theirs)) {
          this.on.current(path, resumeToken);
        } else {
          this.on.diverged(path, local, theirs);
          this.relisten(path);
        }
      }
      // In order; a frame among them that starts another check makes the rest wait again.
      for (const frame of waiting) this.take(frame);
    };
    // A held document that cannot be encoded makes no digest: the copy is taken as differing
    // (dropped, and the path's snapshot asked for), and the frames that waited go on. Unsettled,
    // they would wait until the socket closed, every change of every path with them.
    void liveDigestInSlices(encoded, nextTask).then(settle, () =>
      settle({ count: docs.length, hash: UNREADABLE_COPY }),
    );
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // A snapshot's documents come in several frames and end with 'current', which hands them
    // over at once; changes alone wait a moment for the rest of their burst. Then, as frames
    // are, when the page lets them be (FrameScheduler).
    setTimeout(() => this.handleFrames(() => this.flush()), 16);
  }

  /** Hands over the buffered changes, one batch per path. */
  private flush(): void {
    this.flushScheduled = false;
    const batches = this.pending;
    this.pending = new Map();
    for (const [path, batch] of batches) this.on.changed(path, batch.changes, batch.resumeToken);
  }
}
