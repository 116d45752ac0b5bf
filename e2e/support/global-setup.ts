/**
 * A fresh database answers the probe with 404 42P01 until the first write, and Chromium logs
 * that 404 as a console error. The tests start from a database that has had its first write;
 * the 42P01 path is tested with a served answer (badge.spec.ts) and in the server tests.
 */
import { E2E_PORTS } from './ports';
import { seedFirstWrite } from '../../server/test-support/seed';

export default async function globalSetup(): Promise<void> {
  for (const port of Object.values(E2E_PORTS)) {
    await seedFirstWrite(`http://127.0.0.1:${port}`);
  }
}
