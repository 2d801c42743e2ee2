// The browser side of the live feed: one WebSocket, many targets. It authenticates with the
// current ID token, re-adds every wanted target with its resume token after a reconnect, and
// reconnects with exponential backoff and jitter. Changes are handed over in batches. A resumed
// target's digest is checked against the documents the store holds for it: a copy that differs
// is dropped (by the store) and the target listens afresh, as a snapshot.
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  ChangeKind,
  ClientFrameSchema,
  DocumentSchema,
  ServerFrameSchema,
} from '../../../generated/live/live_pb';
import type { Document, ServerFrame } from '../../../generated/live/live_pb';
import { liveDigest, sameDigest } from '../../common/liveDigest';
import type { LiveDigest } from '../../common/liveDigest';
import { LIVE_CLOSE } from '../../common/constants';
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
}

const KINDS: Record<number, LiveChange['kind']> = {
  [ChangeKind.ADDED]: 'added',
  [ChangeKind.MODIFIED]: 'modified',
  [ChangeKind.REMOVED]: 'removed',
};

export class LiveClient {
  private socket: WebSocket | null = null;
  private token: string | null = null;
  private readonly targets = new Map<string, Target>();
  private readonly paths = new Map<number, string>();
  /** Wanted paths the server refused: asked again by retryRefused. */
  private readonly refused = new Set<string>();
  private nextId = 1;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;
  private pending = new Map<string, { changes: LiveChange[]; resumeToken: string }>();
  private flushScheduled = false;
  /** Whether the current socket has authenticated (then targets can be added). */
  private ready = false;

  constructor(
    private readonly url: () => string,
    private readonly resumeToken: (path: string) => string,
    private readonly on: LiveEvents,
    /** The documents the store holds for a path; null: the path is not checked. */
    private readonly held: (path: string) => Document['doc'][] | null = () => null,
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
    this.refused.delete(path);
    this.targets.delete(path);
    this.paths.delete(target.id);
    this.send({ kind: { case: 'removeTarget', value: { targetId: target.id } } });
  }

  /** Reconnects now (e.g. the browser says it is online again). */
  retryNow(): void {
    if (this.stopped || this.socket) return;
    clearTimeout(this.retryTimer);
    this.connect();
  }

  /**
   * Asks again for the wanted paths the server refused: what this tab wrote since may have
   * made them (a copy's screens opened while the copy waited in the queue).
   */
  retryRefused(): void {
    for (const path of this.refused) {
      this.refused.delete(path);
      const target = this.targets.get(path);
      if (!target) continue;
      // The server dropped the refused id: the path starts again under a new one.
      this.paths.delete(target.id);
      target.id = this.nextId++;
      this.paths.set(target.id, path);
      this.add(path, target.id);
    }
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
    this.ready = false;
    socket.onopen = () => {
      this.send({ kind: { case: 'authenticate', value: { accessToken: this.token ?? '' } } });
    };
    // An error is always followed by close, which handles it; a listener keeps Node's ws quiet.
    socket.onerror = () => undefined;
    socket.onmessage = (event: MessageEvent<ArrayBuffer>) => {
      this.receive(fromBinary(ServerFrameSchema, new Uint8Array(event.data)));
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.flush();
      if (this.stopped) return;
      if (event.code === LIVE_CLOSE.reconnectNow) {
        // The node is draining: another one takes the connection now, without backing off
        // and without showing the organiser an outage.
        this.attempt = 0;
        this.connect();
        return;
      }
      this.on.status('offline');
      if (event.code === LIVE_CLOSE.invalidSession) {
        this.stopped = true;
        this.on.sessionEnded();
        return;
      }
      this.scheduleRetry();
    };
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
    if (frame.kind?.case !== 'authenticate' && !this.ready) return;
    this.socket.send(toBinary(ClientFrameSchema, create(ClientFrameSchema, frame)));
  }

  private receive(frame: ServerFrame): void {
    const k = frame.kind;
    switch (k.case) {
      case 'authState':
        if (!k.value.ok || this.ready) return;
        // (Re)connected: every wanted target starts, or resumes from its last token.
        this.ready = true;
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
          const server = { count: digest.count, hash: digest.hash };
          const local = liveDigest(
            docs.map((doc) => toBinary(DocumentSchema, create(DocumentSchema, { doc }))),
          );
          if (!sameDigest(local, server)) {
            this.on.diverged(path, local, server);
            this.relisten(path);
            return;
          }
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
        this.refused.add(path);
        this.on.failed(path, k.value.code, k.value.message);
        return;
      }
      default:
        return;
    }
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setTimeout(() => this.flush(), 16);
  }

  /** Hands over the buffered changes, one batch per path. */
  private flush(): void {
    this.flushScheduled = false;
    const batches = this.pending;
    this.pending = new Map();
    for (const [path, batch] of batches) this.on.changed(path, batch.changes, batch.resumeToken);
  }
}
