/**
 * `Expect: 100-continue` (RFC 9110, 10.1.1): a client that asks before sending its body is told
 * to go on only once the request has passed its checks and the body fits the route's limit.
 * Node answers 100 Continue by itself, before routing; a 200 KB body was then uploaded whole
 * only to meet a 413. Taking the event over, Fastify routes the request, its onRequest hooks
 * (the key check, the rate limit) run, and a body over the limit gets its 413 unsent.
 */
import type { FastifyInstance } from 'fastify';

export function continueAfterChecks(app: FastifyInstance): void {
  app.server.on('checkContinue', (req, res) => app.server.emit('request', req, res));
  app.addHook('preParsing', async (req, reply) => {
    if (req.headers.expect?.toLowerCase() !== '100-continue' || reply.raw.headersSent) return;
    const length = Number(req.headers['content-length']);
    // Without a length (chunked), the parser counts as the body arrives: let it come.
    if (!(length > req.routeOptions.bodyLimit)) reply.raw.writeContinue();
  });
}
