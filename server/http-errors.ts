/**
 * Every answer that is not a route's own: errors thrown in routes, unknown paths and methods,
 * and the 400s that Node's parser or the router give before any hook has run. All of them carry
 * the security headers, which an `onRequest` hook cannot add to the last two.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './postgrest-error';
import { logRequest } from './request-log';
import { CACHE } from './static-site';

type Headers = Record<string, string>;

function postgrestCode(status: number): string {
  if (status === 413) return 'PGRST413';
  if (status === 415) return 'PGRST107';
  if (status === 429) return 'PGRST429';
  return status < 500 ? 'PGRST102' : 'PGRST000';
}

/** The REST API and the owner's report answer in JSON; a page or file address, in words. */
const API_PATH = /^(?:[a-z]+:\/\/[^/]*)?\/(?:rest|owner)\//;

/** An error for a page or file address: its status line in words. */
const inWords = (reply: FastifyReply, status: number) =>
  reply.type('text/plain; charset=utf-8').send(`${STATUS_CODES[status] ?? 'Bad Request'}\n`);

export function errorHandler(
  error: FastifyError | ApiError,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toJSON());
  const status = error.statusCode ?? 500;
  if (status >= 500) req.log.error({ err: error }, 'request failed');
  // The headers an error carries, as Fastify's own handler sends them: a 416's Content-Range
  // states the size (RFC 9110, 15.5.17).
  const { headers } = error as { headers?: Headers };
  if (headers) reply.headers(headers);
  // The static files' refusals (a path that climbs out, a NUL, a range past the end): a line of
  // words, not the API's.
  if (!API_PATH.test(req.url)) return inWords(reply.code(status), status);
  // Fastify's own message does not say how much is allowed.
  const limit = status === 413 ? req.routeOptions.bodyLimit : undefined;
  return reply.code(status).send({
    code: postgrestCode(status),
    message:
      status >= 500
        ? 'Internal server error'
        : limit
          ? `${error.message}: at most ${limit} bytes`
          : error.message,
    details: null,
    hint: null,
  });
}

export function notFoundHandler(notFoundPage: string) {
  return (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path === '/rest/v1/chat_logs') {
      // Methods the REST routes do not list at all (TRACE, PROPFIND, ...) land here.
      reply.header('allow', 'GET, HEAD, POST');
      throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    }
    if (path.startsWith('/rest/'))
      throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
    // Anything else is a file or page: it can only be read.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .type('text/plain; charset=utf-8')
        .send('Method not allowed\n');
    }
    // A missing script or stylesheet is asked for by a page, never read by a visitor; and a
    // page with scripts must not go out without the policy that build files are served without.
    if (path.startsWith('/assets/'))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', CACHE.page)
      .send(notFoundPage);
  };
}

/**
 * The router's own refusals (a malformed percent-encoding in the path, for one). No hook runs
 * for them, so they log their request line here.
 */
export function frameworkErrors(headers: Headers) {
  return (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 400;
    void reply.code(status).headers(headers);
    // A page address a visitor mistyped gets a line of words, not the REST API's JSON.
    // The path may come as a whole address ("GET http://host/rest/..."), as a proxy sends it.
    if (!API_PATH.test(req.url)) void inWords(reply, status);
    else
      void reply.send({
        code: postgrestCode(status),
        message: status >= 500 ? 'Internal server error' : error.message,
        details: null,
        hint: null,
      });
    logRequest(req, reply);
  };
}

const CLIENT_ERRORS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/** Node's parser refusing a request (bad bytes, huge headers) or timing it out. */
export function clientErrorHandler(headers: Headers) {
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = CLIENT_ERRORS[error.code ?? ''] ?? 400;
    const body = JSON.stringify({
      code: postgrestCode(status),
      message: STATUS_CODES[status] ?? 'Bad Request',
      details: null,
      hint: null,
    });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${extra}content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
