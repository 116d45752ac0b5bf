import type { FastifyRequest } from 'fastify';

/** The window of the route's own rate limit, in milliseconds (each route sets its own). */
export function windowOf(req: FastifyRequest): number | undefined {
  const config = req.routeOptions.config as { rateLimit?: { timeWindow?: unknown } };
  const window = config.rateLimit?.timeWindow;
  return typeof window === 'number' ? window : undefined;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A window as a client would show it: "1 minute", "2 hours", "1.5 seconds". */
export function formatWindow(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) return 'window';
  if (ms % 3_600_000 === 0) return plural(ms / 3_600_000, 'hour');
  if (ms % 60_000 === 0) return plural(ms / 60_000, 'minute');
  return plural(Math.round(ms / 100) / 10, 'second');
}
