// A live-feed client for tests: a real WebSocket speaking ClientFrame / ServerFrame, which
// keeps every frame it received and mirrors each target's documents like the console will.
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import WebSocket from 'ws';
import { ChangeKind, ClientFrameSchema, ServerFrameSchema } from '../../../generated/live/live_pb';
import type { ClientFrame, Document, ServerFrame } from '../../../generated/live/live_pb';
import type { MessageInitShape } from '@bufbuild/protobuf';

export interface TargetState {
  docs: Map<string, Document>;
  resumeToken: string;
  current: boolean;
  error?: { code: number; message: string };
  changes: { kind: ChangeKind; docId: string }[];
}

export class LiveClient {
  readonly frames: ServerFrame[] = [];
  readonly targets = new Map<number, TargetState>();
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const frame = fromBinary(ServerFrameSchema, data);
      this.frames.push(frame);
      this.apply(frame);
      this.notify();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.notify();
    });
  }

  static async connect(url: string, accessToken?: string): Promise<LiveClient> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const client = new LiveClient(ws);
    if (accessToken !== undefined) {
      client.send({ kind: { case: 'authenticate', value: { accessToken } } });
      await client.until(() => client.frames.some((f) => f.kind.case === 'authState'));
    }
    return client;
  }

  send(frame: MessageInitShape<typeof ClientFrameSchema>): void {
    this.ws.send(toBinary(ClientFrameSchema, create(ClientFrameSchema, frame) as ClientFrame));
  }

  /** Adds a target and waits until it is current (or refused). */
  async listen(targetId: number, path: string, resumeToken = ''): Promise<TargetState> {
    const previous = this.targets.get(targetId);
    this.targets.set(targetId, {
      docs: previous?.docs ?? new Map(),
      resumeToken,
      current: false,
      changes: [],
    });
    this.send({ kind: { case: 'addTarget', value: { targetId, path, resumeToken } } });
    const state = this.targets.get(targetId)!;
    await this.until(() => state.current || state.error !== undefined);
    return state;
  }

  unlisten(targetId: number): void {
    this.send({ kind: { case: 'removeTarget', value: { targetId } } });
  }

  /**
   * Waits for a condition on what has arrived; fails after the timeout, judged as `until`
   * (test/support/until.ts) judges it: after the socket had a turn past the deadline.
   */
  async until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let late = false;
    while (!condition()) {
      if (this.closed && !condition())
        throw new Error(`socket closed: ${this.closed.code} ${this.closed.reason}`);
      if (late) throw new Error('timed out waiting for live frames');
      const left = deadline - Date.now();
      late = left <= 0;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(left, 20));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Drops the connection without a goodbye, as a lost network would. */
  drop(): void {
    this.ws.terminate();
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.ws.close();
    return this.until(() => this.closed !== null).catch(() => undefined);
  }

  private notify(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  private apply(frame: ServerFrame): void {
    const k = frame.kind;
    if (k.case === 'change') {
      const t = this.targets.get(k.value.targetId);
      if (!t) return;
      t.changes.push({ kind: k.value.kind, docId: k.value.docId });
      if (k.value.kind === ChangeKind.REMOVED) t.docs.delete(k.value.docId);
      else if (k.value.document) t.docs.set(k.value.docId, k.value.document);
      t.resumeToken = k.value.resumeToken;
    } else if (k.case === 'current') {
      const t = this.targets.get(k.value.targetId);
      if (!t) return;
      t.current = true;
      t.resumeToken = k.value.resumeToken;
    } else if (k.case === 'reset') {
      this.targets.get(k.value.targetId)?.docs.clear();
    } else if (k.case === 'error') {
      const t = this.targets.get(k.value.targetId);
      if (t) t.error = { code: k.value.code, message: k.value.message };
    }
  }
}
