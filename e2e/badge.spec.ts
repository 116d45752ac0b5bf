import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const PROBE = '**/rest/v1/chat_logs?select=count&limit=1';
const badge = (page: Page) => page.getByRole('status').filter({ hasText: /DB/ });

test.describe('database badge', () => {
  test('reads Connected to DB against the real server', async ({ page }) => {
    const probes: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/rest/v1/chat_logs')) probes.push(req.url());
    });
    await page.goto('/');
    await expect(badge(page)).toHaveText('Connected to DB');
    // Badge, chat logging and the production initializer share one probe.
    expect(probes).toHaveLength(1);
  });

  test('starts as Checking DB... and becomes Connected on a 200', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(PROBE, async (route) => {
      await held;
      await route.fulfill({ status: 200, json: [{ count: 3 }] });
    });
    await page.goto('/');
    await expect(badge(page)).toHaveText('Checking DB...');
    release();
    await expect(badge(page)).toHaveText('Connected to DB');
  });

  test('counts a missing table (42P01) as connected and logs it as info', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/404 \(Not Found\)/);
    await page.route(PROBE, (route) =>
      route.fulfill({
        status: 404,
        json: {
          code: '42P01',
          message: 'relation "chat_logs" does not exist',
          details: null,
          hint: null,
        },
      }),
    );
    await page.goto('/');
    await expect(badge(page)).toHaveText('Connected to DB');
    await expect
      .poll(
        () =>
          consoleGuard.messages.find((m) => m.text.includes('created automatically on first use'))
            ?.type,
      )
      .toBe('info');
  });

  test('shows DB Disconnected when the probe fails at the network', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource/);
    await page.route(PROBE, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(badge(page)).toHaveText('DB Disconnected');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('shows DB Disconnected on a bare gateway error', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/503/);
    await page.route(PROBE, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await page.goto('/');
    await expect(badge(page)).toHaveText('DB Disconnected');
  });

  test('gives up on a hanging probe after 5 seconds', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource/);
    // The clock stands still from before the page exists, so the five seconds pass only when
    // the test says: in real time, a loaded host once let them pass before the first check.
    // The pause lies a minute ahead, as the installed clock runs until paused.
    await page.clock.install({ time: Date.parse('2026-11-21T10:00:00Z') });
    await page.clock.pauseAt(Date.parse('2026-11-21T10:01:00Z'));
    await page.route(PROBE, () => undefined);
    // The five seconds count from the probe, which starts once the page's script is live.
    const probing = page.waitForRequest(PROBE);
    await page.goto('/');
    await probing;
    await expect(badge(page)).toHaveText('Checking DB...');
    await page.clock.runFor(5100);
    await expect(badge(page)).toHaveText('DB Disconnected');
  });
});
