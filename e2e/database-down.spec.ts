import { startPgCluster, type PgCluster } from '../server/test-support/pg-cluster';
import { seedFirstWrite } from '../server/test-support/seed';
import { spawnServer } from '../server/test-support/spawn-server';
import { expect, test } from './support/fixtures';

test.describe('the real server on PostgreSQL', () => {
  let cluster: PgCluster;
  let server: Awaited<ReturnType<typeof spawnServer>>;

  test.beforeAll(async () => {
    cluster = await startPgCluster();
    server = await spawnServer({ DATABASE_URL: cluster.url });
    await seedFirstWrite(server.base);
  });

  test.afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    cluster?.destroy();
  });

  test('the badge shows Connected, then DB Disconnected once the database is stopped', async ({
    page,
    consoleGuard,
  }) => {
    await page.goto(server.base);
    const badge = page.getByRole('status').filter({ hasText: /DB/ });
    await expect(badge).toHaveText('Connected to DB');
    cluster.stop();
    consoleGuard.allow(/503 \(Service Unavailable\)/);
    await page.reload();
    await expect(badge).toHaveText('DB Disconnected');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    cluster.start();
  });
});
