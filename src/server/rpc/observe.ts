// Every call: a request id, the trailers of the spec (request-id, server-ts, request-duration),
// one structured log line, a count and latency in the metrics, and no internal error text ever
// reaching the caller.
import { randomUUID } from 'node:crypto';
import { Code, ConnectError } from '@connectrpc/connect';
import type { Interceptor } from '@connectrpc/connect';
import type { FastifyBaseLogger } from 'fastify';
import { requestIdKey } from './context';
import type { Metrics } from '../metrics';

export function observeCalls(log: FastifyBaseLogger, metrics?: Metrics): Interceptor {
  return (next) => async (req) => {
    const requestId = req.contextValues.get(requestIdKey) || randomUUID();
    const start = performance.now();
    const stamp = (headers: Headers) => {
      headers.set('request-id', requestId);
      headers.set('server-ts', String(Date.now()));
      headers.set('request-duration', (performance.now() - start).toFixed(2));
    };
    const method = `${req.service.typeName}/${req.method.name}`;
    const measure = (code: Code | 0) => {
      const labels = { method, code: code === 0 ? 'OK' : Code[code] };
      metrics?.rpcCalls.inc(labels);
      metrics?.rpcSeconds.observe(labels, (performance.now() - start) / 1000);
    };
    try {
      const res = await next(req);
      measure(0);
      stamp(res.trailer);
      log.debug({ requestId, method, ms: performance.now() - start }, 'call ok');
      return res;
    } catch (error) {
      let failure: ConnectError;
      if (error instanceof ConnectError) {
        failure = error;
        log.info(
          { requestId, method, code: Code[failure.code], message: failure.rawMessage },
          'call refused',
        );
      } else {
        log.error({ requestId, method, err: error }, 'call failed');
        failure = new ConnectError('Internal error.', Code.Internal);
      }
      measure(failure.code);
      stamp(failure.metadata);
      throw failure;
    }
  };
}
