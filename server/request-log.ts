import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One structured line per request; bodies (and so chat messages) are never logged. The
 * `onResponse` hook writes it, and the router's own refusals, which no hook sees, write it too
 * (their `ms` is 0: Fastify starts no timer for a request it refuses before routing).
 */
export function logRequest(req: FastifyRequest, reply: FastifyReply): void {
  req.log.info(
    {
      method: req.method,
      path: req.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    },
    'request',
  );
}
