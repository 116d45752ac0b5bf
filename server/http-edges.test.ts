/** Answers the HTTP layer gives before or beside the routes: methods, broken requests, the CSP. */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, VOICE_WIDGET_SCRIPT } from './security';
import { BODY_LIMIT } from './rest-routes';
import { count, row, startApp, type Running } from './test-support/harness';

let server: Running;
beforeAll(async () => {
  server = await startApp();
});
afterAll(() => server?.close());

/** Sends bytes as they are (fetch would refuse or repair them) and returns the raw answer. */
function raw(text: string): Promise<{ status: number; headers: string; body: string }> {
  const port = Number(new URL(server.base).port);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    const timer = setTimeout(() => socket.destroy(new Error('no answer in 5 s')), 5000);
    socket.on('data', (chunk: Buffer) => (out += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      const [head = '', body = ''] = out.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe('methods the server does not serve', () => {
  it('answers TRACE and other methods with 405 and Allow, not 404', async () => {
    for (const [method, path, allow] of [
      ['TRACE', '/', 'GET, HEAD'],
      ['TRACE', '/no/such/page', 'GET, HEAD'],
      ['PROPFIND', '/', 'GET, HEAD'],
      ['POST', '/', 'GET, HEAD'],
      ['TRACE', '/healthz', 'GET, HEAD'],
      ['TRACE', '/rest/v1/chat_logs', 'GET, HEAD, POST'],
    ] as const) {
      const res = await raw(`${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers, `${method} ${path}`).toContain(`\r\nallow: ${allow.toLowerCase()}`);
      expect(res.headers).toContain('x-content-type-options: nosniff');
    }
  });
});

describe('requests Node or the router refuse before any route', () => {
  it('carry the security headers on their 400s', async () => {
    for (const line of ['GET /a b HTTP/1.1', 'GET /\u0001 HTTP/1.1', 'GET /rest/v1/%zz HTTP/1.1']) {
      const res = await raw(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(res.status, line).toBe(400);
      expect(res.headers, line).toContain('content-security-policy: ');
      expect(res.headers, line).toContain('x-content-type-options: nosniff');
      expect(res.headers, line).toContain('x-frame-options: deny');
      expect(res.headers, line).toContain('content-type: application/json');
      expect(() => JSON.parse(res.body) as unknown, line).not.toThrow();
    }
  });

  it('read a request target in absolute form by its path, and never answer it 500', async () => {
    for (const [target, status, code] of [
      ['http://%C3%A9/rest/v1/x', 404, 'PGRST205'],
      ['http://x/rest/v1/abc', 404, 'PGRST205'],
      ['http://x/rest/v1/', 404, 'PGRST125'],
      ['http://x/rest/v1/chat_logs/1', 404, 'PGRST125'],
    ] as const) {
      const res = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(res.status, target).toBe(status);
      expect((JSON.parse(res.body) as { code: string }).code, target).toBe(code);
    }
    const named = await raw(
      'GET http://x/rest/v1/abc HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(named.body).toContain("'public.abc'");
    // The 404 and 405 answers outside the routes read the path the same way.
    const trace = await raw(
      'TRACE http://x/rest/v1/chat_logs HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(trace.status).toBe(405);
    expect(trace.headers).toContain('\r\nallow: get, head, post');
    const other = await raw(
      'GET http://x/rest/v2/a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect((JSON.parse(other.body) as { code: string }).code).toBe('PGRST125');
  });

  it('answer a malformed page address in words, with the security headers', async () => {
    const res = await raw(`GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(res.headers).toContain('content-security-policy: ');
    expect(res.headers).toContain('content-type: text/plain');
    expect(res.body.trim()).toBe('Bad Request');
  });

  it('log their request line as every other request does', async () => {
    for (const path of ['/%E0%A4%B', '/rest/v1/%zy']) {
      await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      const logged = server.logs
        .map((line) => JSON.parse(line) as { msg?: string; path?: string; status?: number })
        .filter((entry) => entry.msg === 'request' && entry.path === path);
      expect(logged, path).toEqual([expect.objectContaining({ method: 'GET', status: 400 })]);
    }
  });
});

describe('files the static server refuses', () => {
  it('are refused in words, not in the REST API JSON', async () => {
    for (const path of ['/../../etc/passwd', '/%2e%2e/x', '/index.html%00.js']) {
      const res = await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers, path).toContain('content-type: text/plain');
      expect(res.headers, path).toContain('x-content-type-options: nosniff');
      expect(res.body, path).not.toContain('root:');
    }
  });
});

/**
 * Posts with `Expect: 100-continue`, sending the body only once told to go on, as curl does for
 * large bodies; returns whether the server said to go on, and its final status.
 */
function postAsking(
  body: string,
  { base = server.base, path = '/rest/v1/chat_logs', headers = {} } = {},
): Promise<{ continued: boolean; status: number }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = request(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
        ...headers,
      },
      timeout: 5000,
    });
    req.on('continue', () => {
      continued = true;
      req.end(body);
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        resolve({ continued, status: res.statusCode ?? 0 });
        // The body was never sent: this request cannot finish, so its socket goes.
        if (!continued) req.destroy();
      });
    });
    req.on('timeout', () => req.destroy(new Error('no answer in 5 s')));
    req.on('error', reject);
    req.flushHeaders();
  });
}

describe('a client that asks before sending its body (Expect: 100-continue)', () => {
  it('is told to go on when the body fits, and its row is written', async () => {
    const before = await count(server.base);
    expect(await postAsking(JSON.stringify(row()))).toEqual({ continued: true, status: 201 });
    expect((await count(server.base)).body).not.toEqual(before.body);
  });

  it('gets the 413 without being told to send a body over the limit', async () => {
    const body = JSON.stringify(row({ message: 'x'.repeat(BODY_LIMIT) }));
    expect(await postAsking(body)).toEqual({ continued: false, status: 413 });
  });

  it('is refused without the key before being told to send the body', async () => {
    const keyed = await startApp({ ANON_KEY: 'public-anon-key-for-tests' });
    try {
      const body = JSON.stringify(row());
      expect(await postAsking(body, { base: keyed.base })).toEqual({
        continued: false,
        status: 401,
      });
      const headers = { apikey: 'public-anon-key-for-tests' };
      expect(await postAsking(body, { base: keyed.base, headers })).toEqual({
        continued: true,
        status: 201,
      });
    } finally {
      await keyed.close();
    }
  });

  it('never sends 100 Continue to an HTTP/1.0 client', async () => {
    const body = JSON.stringify(row());
    const res = await raw(
      `POST /rest/v1/chat_logs HTTP/1.0\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n${body}`,
    );
    expect(res.headers).not.toContain('100 continue');
    expect(res.status).toBe(201);
  });
});

describe('the CSP with the voice widget on', () => {
  it('allows the one widget script, not all of unpkg.com', () => {
    const csp = contentSecurityPolicy(
      { supabaseUrl: '', elevenLabs: true, chatbaseDomain: null },
      [],
    );
    const directives = csp.split('; ').map((d) => d.split(' '));
    for (const d of directives) expect(d, d[0]).not.toContain('https://unpkg.com');
    const script = directives.find((d) => d[0] === 'script-src') ?? [];
    expect(script).toContain(VOICE_WIDGET_SCRIPT);
  });

  it('names the same script the page loads', () => {
    const widget = readFileSync(
      join(import.meta.dirname, '..', 'src', 'widgets', 'voice-agent', 'voice-agent.tsx'),
      'utf8',
    );
    expect(widget).toContain(`'${VOICE_WIDGET_SCRIPT}'`);
  });
});
