// Slow bodies (issue 28 §6). Node's own limits hold a request's headers to HEADERS_TIMEOUT and
// the whole request to REQUEST_TIMEOUT (two minutes, for uploads over a venue's Wi-Fi), but a
// client that trickles bodies could keep hundreds of connections for those two minutes. Node and
// Fastify have no limit per client address nor one for the body alone, so this adds both, on
// PORT's HTTP/1.1 requests (the live socket is an upgrade, not a request, and gRPC's HTTP/2 port
// has its own deadline per stream):
// - a body other than an upload's must arrive within BODY_TIMEOUT (20 s: RPC messages are at
//   most 1 MiB, public forms a few KB), else the answer is 408 and the connection closes;
// - one address may have at most UNFINISHED_BODIES_PER_ADDRESS requests whose body is still
//   coming; one more is answered 429 at once and its connection closed, so it costs no read.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const UNFINISHED_BODIES_PER_ADDRESS = 32;
export const BODY_TIMEOUT_MS = 20_000;

export interface BodyGuardOptions {
  bodyTimeoutMs: number;
  perAddress: number;
  /** Paths whose bodies may take the whole request timeout (uploads). */
  longBodies: (path: string) => boolean;
}

/** Whether the request announces a body that has not been read to its end yet. */
const bodyPending = (req: FastifyRequest) =>
  !req.raw.complete &&
  (req.headers['transfer-encoding'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0);

/**
 * Answers 408 on the raw socket and closes it: the handler is still waiting for the body, so
 * the reply is not the hook's to send; the handler's read then fails on the closed socket. An
 * answer already under way is left alone (Node's request timeout still holds the rest).
 */
function timedOut(reply: FastifyReply) {
  const { socket } = reply.request.raw;
  if (socket.destroyed || reply.raw.headersSent) return;
  const body = JSON.stringify({ error: 'The request body took too long.' });
  socket.end(
    'HTTP/1.1 408 Request Timeout\r\nconnection: close\r\n' +
      `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.destroySoon();
}

export function registerBodyGuard(fastify: FastifyInstance, options: BodyGuardOptions): void {
  const unfinished = new Map<string, number>();
  fastify.addHook('onRequest', (req, reply, done) => {
    if (!bodyPending(req)) return done();
    const address = req.ip;
    const count = unfinished.get(address) ?? 0;
    if (count >= options.perAddress) {
      // Answered before a byte of the body is read; the closed connection ends the sender.
      void reply
        .code(429)
        .header('connection', 'close')
        .send({ error: 'Too many unfinished requests from this address.' });
      return;
    }
    unfinished.set(address, count + 1);
    const path = req.url.split('?')[0] ?? '';
    const timer = options.longBodies(path)
      ? undefined
      : setTimeout(() => timedOut(reply), options.bodyTimeoutMs);
    let settled = false;
    const { socket } = req.raw;
    const finished = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // A kept-alive connection carries many requests: leave no listener behind on it.
      socket.off('close', finished);
      const left = (unfinished.get(address) ?? 1) - 1;
      if (left > 0) unfinished.set(address, left);
      else unfinished.delete(address);
    };
    req.raw.once('end', finished);
    req.raw.once('close', finished);
    socket.once('close', finished);
    done();
  });
}
