/**
 * A fresh database answers the probe with 404 42P01 until the first write, and Chromium logs
 * that 404 as a console error. The tests start from a database that has had its first write;
 * the 42P01 path is tested with a served answer (badge.spec.ts) and in the server tests.
 */
import { E2E_PORTS } from './ports';

export default async function globalSetup(): Promise<void> {
  for (const port of Object.values(E2E_PORTS)) {
    const res = await fetch(`http://127.0.0.1:${port}/rest/v1/chat_logs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        session_id: `session_${Date.now()}_e2esetup`,
        role: 'visitor',
        channel: 'text',
        message: 'first write',
      }),
    });
    if (res.status !== 201)
      throw new Error(`seeding the server on port ${port} failed: ${res.status}`);
  }
}
