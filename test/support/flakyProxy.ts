// A TCP proxy between a client (Chromium, or the console's store in Node) and the server that can really cut the network: close every open
// connection (the live WebSocket too) and refuse new ones, go silent without closing anything,
// or drop one RPC's response after the server has answered it (the server did the work, the
// browser never hears of it).
import net from 'node:net';
import type { AddressInfo } from 'node:net';

interface DropRule {
  path: RegExp;
  /** Drop the nth response (1-based) to a request whose path matches. */
  nth: number;
  seen: number;
  dropped: () => void;
  /** Hold it back for good on an open connection instead of closing the connection. */
  hang?: boolean;
}

const REQUEST_LINE = /(?:^|\r\n)(?:GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS) (\S+) HTTP\/1\.1\r\n/g;

export class FlakyProxy {
  private readonly server = net.createServer((client) => this.relay(client));
  private readonly sockets = new Set<net.Socket>();
  /** The path of the first request of each client connection (a WebSocket's is its upgrade). */
  private readonly firstPaths = new Map<net.Socket, string>();
  private rule: DropRule | null = null;
  private down = false;
  /** New connections are taken and never answered (silence()). */
  private silent = false;
  /** Connections silenced for good: nothing passes either way, and none is closed. */
  private readonly dead = new Set<net.Socket>();
  private blocked: RegExp | null = null;
  private delayMs = 0;
  private hangingEvery: RegExp | null = null;
  private holding: { path: RegExp; released: Promise<void>; seen: () => void } | null = null;
  /** Responses dropped so far. */
  dropped = 0;
  /** The path of every request relayed, in order. */
  readonly requests: string[] = [];

  constructor(private targetPort: number) {}

  /** Relays new connections to this port (a server restarted on another one). */
  retarget(port: number): void {
    this.targetPort = port;
  }

  /** Forgets a drop or hang not met yet. */
  clearRule(): void {
    this.rule = null;
  }

  /** Listens on a random port of 127.0.0.1; returns the proxy's origin. */
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The network is gone: open connections are reset and new ones refused. */
  cut(): void {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
  }

  /**
   * The network goes quiet without a word (a Wi-Fi that lost its route, a router that forgot its
   * NAT): nothing passes on the open connections, either way, and none of them is closed; new
   * connections are taken and never answered. restore() brings new connections back; those
   * silenced stay dead, as their routes were lost.
   */
  silence(): void {
    this.silent = true;
    for (const socket of this.sockets) this.dead.add(socket);
  }

  restore(): void {
    this.down = false;
    this.silent = false;
  }

  /** Holds every response back this long (0: none), so a test can act while writes are sent. */
  slowDown(ms: number): void {
    this.delayMs = ms;
  }

  /** Refuses connections whose first request matches (null: none), closing those open. */
  block(path: RegExp | null): void {
    this.blocked = path;
    if (path) this.dropConnections(path);
  }

  /** Closes the open connections whose first request matches (e.g. only the live socket). */
  dropConnections(path: RegExp): void {
    for (const [socket, first] of this.firstPaths) if (path.test(first)) socket.destroy();
  }

  /**
   * Never delivers the nth response to a request whose path matches, and keeps its connection
   * open (a request that gets no answer); resolves once it is held.
   */
  hangResponse(path: RegExp, nth: number): Promise<void> {
    return new Promise((resolve) => {
      this.rule = { path, nth, seen: 0, dropped: resolve, hang: true };
    });
  }

  /**
   * Never delivers any response to a request whose path matches (null: none), each connection
   * kept open: a server too slow to answer such requests in time.
   */
  hangEvery(path: RegExp | null): void {
    this.hangingEvery = path;
  }

  /**
   * Holds back every response to a request whose path matches, each connection kept open,
   * until `release` is called: then they are delivered, in order. `held` resolves once the
   * first is held.
   */
  holdResponses(path: RegExp): { held: Promise<void>; release: () => void } {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let seen: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (seen = resolve));
    this.holding = { path, released, seen };
    return {
      held,
      release: () => {
        this.holding = null;
        release();
      },
    };
  }

  /**
   * Drops the nth response to a request whose path matches, closing its connection; resolves
   * once it has been dropped.
   */
  dropResponse(path: RegExp, nth: number): Promise<void> {
    return new Promise((resolve) => {
      this.rule = { path, nth, seen: 0, dropped: resolve };
    });
  }

  private relay(client: net.Socket): void {
    if (this.down) {
      client.destroy();
      return;
    }
    if (this.silent) {
      this.sockets.add(client);
      this.dead.add(client);
      client.on('error', () => undefined);
      client.on('close', () => {
        this.sockets.delete(client);
        this.dead.delete(client);
      });
      return;
    }
    const upstream = net.connect(this.targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => {
        this.sockets.delete(socket);
        this.dead.delete(socket);
      });
      socket.on('error', () => undefined);
    }
    // HTTP/1.1 without pipelining: responses come back in the order of the requests.
    const paths: string[] = [];
    let hung = false;
    client.on('data', (chunk: Buffer) => {
      if (this.dead.has(client)) return;
      for (const match of chunk.toString('latin1').matchAll(REQUEST_LINE)) {
        if (!this.firstPaths.has(client)) {
          this.firstPaths.set(client, match[1] ?? '');
          if (this.blocked?.test(match[1] ?? '')) return void client.destroy();
        }
        paths.push(match[1] ?? '');
        this.requests.push(match[1] ?? '');
      }
      upstream.write(chunk);
    });
    client.on('close', () => this.firstPaths.delete(client));
    // Chunks keep their order when held back: each waits for the one before.
    let held = Promise.resolve();
    /** Once a response of this connection is held, every later chunk waits behind it. */
    let chained = false;
    upstream.on('data', (chunk: Buffer) => {
      if (hung || this.dead.has(upstream)) return;
      const rule = this.rule;
      const path = chunk.toString('latin1', 0, 9) === 'HTTP/1.1 ' ? (paths.shift() ?? '') : null;
      const holding = this.holding;
      if (path !== null && holding?.path.test(path)) {
        chained = true;
        holding.seen();
        const { released } = holding;
        held = held.then(() => released);
      }
      if (path !== null && this.hangingEvery?.test(path)) {
        hung = true;
        return;
      }
      if (path !== null && this.shouldDrop(path)) {
        if (rule?.hang) {
          hung = true;
          return;
        }
        client.destroy();
        upstream.destroy();
        return;
      }
      if (this.delayMs === 0 && !chained) return void client.write(chunk);
      const ms = this.delayMs;
      held = held
        .then(() => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : undefined))
        .then(() => void client.write(chunk));
    });
    // A hung response keeps its client waiting even when the server closes its side.
    upstream.on('close', () => {
      if (!hung && !this.dead.has(client)) client.end();
    });
    client.on('close', () => {
      if (!this.dead.has(upstream)) upstream.destroy();
    });
  }

  private shouldDrop(path: string): boolean {
    const rule = this.rule;
    if (!rule || !rule.path.test(path)) return false;
    rule.seen += 1;
    if (rule.seen !== rule.nth) return false;
    this.rule = null;
    this.dropped += 1;
    rule.dropped();
    return true;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
