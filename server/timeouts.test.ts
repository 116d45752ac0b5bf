/**
 * Slow clients: headers, bodies and idle keep-alive connections are each bounded in time, and a
 * SIGTERM drains for a bounded time even while a body never finishes.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startApp } from './test-support/harness';
import { freshDataDir } from './test-support/pglite-template';
import { spawnServer } from './test-support/spawn-server';

/** Opens a socket, sends `head`, then one byte of body every `everyMs`; resolves when closed. */
function trickle(
  base: string,
  head: string,
  everyMs: number,
): { socket: Socket; closed: Promise<{ afterMs: number; answer: string }> } {
  const url = new URL(base);
  const started = Date.now();
  const socket = connect(Number(url.port), url.hostname, () => socket.write(head));
  let answer = '';
  const timer = setInterval(() => socket.writable && socket.write('x'), everyMs);
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - started, answer });
    }),
  );
  return { socket, closed };
}

const slowPost =
  'POST /rest/v1/chat_logs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{';

/** Resolves with the value, or with 'still open' once `ms` have passed. */
function within<T>(work: Promise<T>, ms: number): Promise<T | 'still open'> {
  return Promise.race([work, new Promise<'still open'>((r) => setTimeout(r, ms, 'still open'))]);
}

describe('time limits on a connection', () => {
  it('defaults to 10 s for headers, 30 s for a request, 5 s for an idle keep-alive', async () => {
    const server = await startApp();
    try {
      expect(server.app.server.headersTimeout).toBe(10_000);
      expect(server.app.server.requestTimeout).toBe(30_000);
      expect(server.app.server.keepAliveTimeout).toBe(5_000);
    } finally {
      await server.close();
    }
  });

  it('closes a body that trickles in slower than REQUEST_TIMEOUT_MS', async () => {
    const server = await startApp({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' });
    try {
      const slow = trickle(server.base, slowPost, 200);
      const result = await within(slow.closed, 8000);
      slow.socket.destroy();
      expect(result).not.toBe('still open');
      if (result !== 'still open') {
        expect(result.afterMs).toBeLessThan(5000);
        expect(result.answer).toMatch(/^HTTP\/1.1 408/);
      }
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('closes headers that never end after HEADERS_TIMEOUT_MS', async () => {
    const server = await startApp({ REQUEST_TIMEOUT_MS: '20000', HEADERS_TIMEOUT_MS: '1000' });
    try {
      const slow = trickle(server.base, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ', 200);
      const result = await within(slow.closed, 8000);
      slow.socket.destroy();
      expect(result).not.toBe('still open');
      if (result !== 'still open') expect(result.afterMs).toBeLessThan(5000);
    } finally {
      await server.close();
    }
  });
});

describe('SIGTERM with a body that never finishes', () => {
  it('drains for SHUTDOWN_TIMEOUT_MS, then closes the connection and exits 0', async () => {
    const server = await spawnServer({
      DATA_DIR: await freshDataDir('giza-drain-'),
      SHUTDOWN_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '60000',
    });
    const slow = trickle(server.base, slowPost, 300);
    try {
      await new Promise((r) => setTimeout(r, 500));
      const started = Date.now();
      server.child.kill('SIGTERM');
      const code = await within(server.exited, 8000);
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(6000);
      expect(await within(slow.closed, 2000)).not.toBe('still open');
    } finally {
      slow.socket.destroy();
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
  });
});
