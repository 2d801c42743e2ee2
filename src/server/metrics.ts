// Metrics in Prometheus's text format at /metrics (prom-client): RPC calls by method and code
// with their latency, live sockets and subscriptions, write-queue batches, the outbox backlog
// and the public cache's hits. One registry per app, so tests can build several apps in one
// process. Served to anyone unless HEALTH_TOKEN is set, then only with it as a bearer token.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sameToken } from './health';

export const METRICS_PATH = '/metrics';

export class Metrics {
  readonly registry = new Registry();
  readonly rpcCalls = new Counter({
    name: 'eventapp_rpc_calls_total',
    help: 'RPC calls answered, by method and gRPC code name.',
    labelNames: ['method', 'code'] as const,
    registers: [this.registry],
  });
  readonly rpcSeconds = new Histogram({
    name: 'eventapp_rpc_duration_seconds',
    help: 'RPC call latency, by method and gRPC code name.',
    labelNames: ['method', 'code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly queueBatchWrites = new Histogram({
    name: 'eventapp_queue_batch_writes',
    help: 'Writes per write-queue batch (manager.WriteQueue/SendWrites).',
    buckets: [1, 2, 5, 10, 20, 50],
    registers: [this.registry],
  });
  readonly publicCache = new Counter({
    name: 'eventapp_public_cache_requests_total',
    help: "Public snapshot reads, by result: 'hit' served from memory, 'miss' built.",
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly publicPages = new Counter({
    name: 'eventapp_public_pages_total',
    help: "Attendee pages with a first screen sent compressed, by result: 'ready' prepared before the request (at the snapshot's build), 'made' for it.",
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  constructor(sources: {
    liveSockets: () => number;
    liveSubscriptions: () => number;
    outboxBacklog: () => Promise<number>;
  }) {
    collectDefaultMetrics({ register: this.registry, prefix: 'eventapp_' });
    new Gauge({
      name: 'eventapp_live_sockets',
      help: 'Open live WebSocket connections.',
      registers: [this.registry],
      collect() {
        this.set(sources.liveSockets());
      },
    });
    new Gauge({
      name: 'eventapp_live_subscriptions',
      help: 'Live targets subscribed on this node.',
      registers: [this.registry],
      collect() {
        this.set(sources.liveSubscriptions());
      },
    });
    new Gauge({
      name: 'eventapp_outbox_backlog',
      help: 'Mail and SMS waiting in the outbox (every node sees the same number).',
      registers: [this.registry],
      async collect() {
        this.set(await sources.outboxBacklog());
      },
    });
  }
}

export function registerMetricsRoute(
  fastify: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  fastify.get(METRICS_PATH, async (req, reply) => {
    if (token !== undefined && !sameToken(req.headers.authorization, token)) {
      return reply.code(404).send({ error: 'Not found.' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
