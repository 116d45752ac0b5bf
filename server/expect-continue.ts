/**
 * `Expect: 100-continue` (RFC 9110, 10.1.1): a client that asks before sending its body is told
 * to go on only once the request has passed its checks and the body fits the route's limit.
 * Node answers 100 Continue by itself, before routing; a 200 KB body was then uploaded whole
 * only to meet a 413. Taking the event over, Fastify routes the request, its onRequest hooks
 * (the key check, the rate limit) run, and a body over the limit gets its 413 unsent.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export function continueAfterChecks(app: FastifyInstance): void {
  // Node decides which requests may be told to go on (HTTP/1.1, its reading of the header);
  // only those are, so an HTTP/1.0 client never gets a 100 it cannot take.
  const asking = new WeakSet<IncomingMessage>();
  app.server.on('checkContinue', (req, res) => {
    asking.add(req);
    app.server.emit('request', req, res);
  });
  app.addHook('preParsing', async (req, reply) => {
    // A path that does not exist is told to go on too: Fastify reads the body before its 404.
    if (!asking.has(req.raw)) return;
    const length = Number(req.headers['content-length']);
    // Without a length (chunked), the parser counts as the body arrives: let it come.
    if (!(length > req.routeOptions.bodyLimit)) reply.raw.writeContinue();
  });
}
