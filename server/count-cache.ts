/**
 * The row count the page's probe asks for on every load. Counting a large table costs a scan,
 * and on PGlite the scan runs on the server's only thread (about 0.1 to 0.4 s at a million rows),
 * so the count is kept rather than taken per request: counted once, then moved by this server's
 * own writes, and counted again after `ttlMs` (other servers' writes on a shared PostgreSQL).
 */
import { countChatLogs } from './chat-logs';
import type { Database } from './db';

export interface CountCacheOptions {
  /** How long a count is trusted; Infinity when this process is the only writer (PGlite). */
  ttlMs: number;
  /**
   * Ask the database for `SELECT 1` on every probe, so a stopped server still answers 503 and
   * the page's badge says so, while the expensive scan stays cached.
   */
  ping: boolean;
}

export class CountCache {
  private value: number | null = null;
  private countedAt = 0;
  private counting: Promise<number> | null = null;
  private pinging: Promise<unknown> | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: CountCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<number> {
    if (this.options.ping) await this.ping();
    if (this.value !== null && this.now() - this.countedAt < this.options.ttlMs) return this.value;
    return this.recount();
  }

  /** Rows this process has committed; a count in flight is left to report them itself. */
  added(rows: number): void {
    if (this.value !== null) this.value += rows;
  }

  /** One count at a time, however many probes arrive while it runs. */
  private recount(): Promise<number> {
    this.counting ??= countChatLogs(this.db)
      .then((n) => {
        this.value = n;
        this.countedAt = this.now();
        return n;
      })
      .finally(() => {
        this.counting = null;
      });
    return this.counting;
  }

  private ping(): Promise<unknown> {
    this.pinging ??= this.db.query('SELECT 1').finally(() => {
      this.pinging = null;
    });
    return this.pinging;
  }
}
