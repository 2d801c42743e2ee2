// The live feed's WebSocket endpoint (/live): binary ClientFrame / ServerFrame messages.
// The first frame authenticates; a refreshed ID token is sent the same way. When the token
// expires without a refresh, or its session ends (sign-out, password reset), the connection
// closes with 4001 and the client resumes later.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { ClientFrameSchema, ServerFrameSchema } from '../../../generated/live/live_pb';
import type { ClientFrame } from '../../../generated/live/live_pb';
import { LIVE_CLOSE } from '../../common/constants';
import { MESSAGES } from '../../common/messages';
import type { TokenService } from '../auth/tokens';
import { FrameBudget } from './frameBudget';
import type { LiveConnection, LiveHub, ServerFrameInit } from './hub';
import { SessionWatch } from './sessionWatch';
import type { LiveSessions } from './sessionWatch';

export const LIVE_PATH = '/live';
const HEARTBEAT_MS = 25_000;
const MAX_TARGETS = 500;
/** A socket must authenticate this soon after it opens. */
const AUTH_TIMEOUT_MS = 10_000;
/** Frames a socket may send: a burst that re-adds every target, then a steady rate. */
const FRAME_BURST = MAX_TARGETS + 100;
const FRAMES_PER_SECOND = 50;
const CLOSE_POLICY = 1008;
/** A client that cannot keep up is dropped; it resumes from its tokens when it reconnects. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
export const CLOSE_INVALID_SESSION = LIVE_CLOSE.invalidSession;

export interface LiveSocketServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  readonly socketCount: number;
  /** Closes every socket with 'reconnect now' (the node goes away) and accepts no more. */
  close(): Promise<void>;
}

export function createLiveSocketServer(
  hub: LiveHub,
  tokens: TokenService,
  log: FastifyBaseLogger,
  liveSessions: LiveSessions,
): LiveSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const sockets = new Set<WebSocket>();
  const sessions = new SessionWatch(liveSessions, log);

  wss.on('connection', (ws: WebSocket) => {
    sockets.add(ws);
    // The ids of the targets added and not removed: removing an unknown id frees nothing.
    let conn: (LiveConnection & { targets: Set<number> }) | null = null;
    let expiry: NodeJS.Timeout | undefined;
    let unwatch: (() => void) | undefined;
    let alive = true;
    /** Set on close: frames still queued then are dropped, so nothing registers a dead socket. */
    let closed = false;
    let queue: Promise<void> = Promise.resolve();
    const budget = new FrameBudget(FRAME_BURST, FRAMES_PER_SECOND);
    const authDeadline = setTimeout(() => {
      if (!conn) ws.close(CLOSE_POLICY, 'Authenticate first.');
    }, AUTH_TIMEOUT_MS);

    const sendEncoded = (bytes: Uint8Array) => {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        ws.terminate();
        return;
      }
      ws.send(bytes);
    };
    const send = (frame: ServerFrameInit) => {
      if (ws.readyState === ws.OPEN) {
        sendEncoded(toBinary(ServerFrameSchema, create(ServerFrameSchema, frame)));
      }
    };
    const endSession = () => {
      send({ kind: { case: 'authState', value: { ok: false, message: MESSAGES.invalidSession } } });
      ws.close(CLOSE_INVALID_SESSION, MESSAGES.invalidSession);
    };

    const handle = async (frame: ClientFrame) => {
      if (closed) return undefined;
      switch (frame.kind.case) {
        case 'authenticate': {
          const claims = await tokens.verifyIdToken(frame.kind.value.accessToken).catch(() => null);
          if (!claims || (conn && conn.uid !== claims.uid)) return endSession();
          conn ??= { uid: claims.uid, send, sendEncoded, targets: new Set() };
          clearTimeout(expiry);
          expiry = setTimeout(endSession, Math.max(0, claims.exp * 1000 - Date.now()));
          // A refreshed token may name another session of the same account: watch the latest.
          unwatch?.();
          unwatch = claims.sid ? sessions.watch(claims.sid, endSession) : undefined;
          return send({ kind: { case: 'authState', value: { ok: true, uid: claims.uid } } });
        }
        case 'addTarget': {
          const { targetId, path, resumeToken } = frame.kind.value;
          if (!conn) return endSession();
          if (!conn.targets.has(targetId) && conn.targets.size >= MAX_TARGETS) {
            return send({
              kind: {
                case: 'error',
                value: { targetId, code: 8, message: `At most ${MAX_TARGETS} targets.` },
              },
            });
          }
          conn.targets.add(targetId);
          return hub.add(conn, targetId, path.slice(0, 500), resumeToken.slice(0, 30));
        }
        case 'removeTarget':
          if (conn) {
            conn.targets.delete(frame.kind.value.targetId);
            hub.remove(conn, frame.kind.value.targetId);
          }
          return undefined;
        case 'ping':
          return send({ kind: { case: 'heartbeat', value: { serverTs: Date.now() } } });
        default:
          return undefined;
      }
    };

    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (!budget.take()) {
        ws.close(CLOSE_POLICY, 'Too many frames.');
        return;
      }
      let frame: ClientFrame;
      try {
        if (!isBinary) throw new Error('text frame');
        frame = fromBinary(ClientFrameSchema, data);
      } catch {
        ws.close(1003, 'Binary ClientFrame messages only.');
        return;
      }
      // Frames of one connection are handled in order: an add before its remove.
      queue = queue
        .then(() => handle(frame))
        .catch((error: unknown) => {
          log.error({ err: error }, 'live: frame failed');
        });
    });
    ws.on('pong', () => {
      alive = true;
    });
    const heartbeat = setInterval(() => {
      if (!alive) return ws.terminate();
      alive = false;
      ws.ping();
      send({ kind: { case: 'heartbeat', value: { serverTs: Date.now() } } });
    }, HEARTBEAT_MS);
    ws.on('close', () => {
      closed = true;
      sockets.delete(ws);
      clearInterval(heartbeat);
      clearTimeout(authDeadline);
      clearTimeout(expiry);
      unwatch?.();
      if (conn) hub.removeConnection(conn);
    });
    ws.on('error', (error) => log.warn({ err: error }, 'live: socket error'));
  });

  return {
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    get socketCount() {
      return sockets.size;
    },
    async close() {
      sessions.stop();
      // Not 1001 (going away): clients back off on that; this one they answer at once, and the
      // balancer sends them to another node.
      for (const ws of sockets) ws.close(LIVE_CLOSE.reconnectNow, 'Reconnect now.');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
