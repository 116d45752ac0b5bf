import type { FastifyRequest } from 'fastify';

/** The window of the route's own rate limit, in milliseconds (each route sets its own). */
export function windowOf(req: FastifyRequest): number | undefined {
  const config = req.routeOptions.config as { rateLimit?: { timeWindow?: unknown } };
  const window = config.rateLimit?.timeWindow;
  return typeof window === 'number' ? window : undefined;
}

/** "1 minute", "90 seconds": a window as a visitor's client would show it. */
export function seconds(ms: number | undefined): string {
  if (ms === undefined) return 'window';
  const s = Math.round(ms / 1000);
  if (s % 60 === 0) return s === 60 ? '1 minute' : `${s / 60} minutes`;
  return s === 1 ? '1 second' : `${s} seconds`;
}
