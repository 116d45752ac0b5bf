import { assistant, header, theoriesGrid } from '../src/content';
import { expect, hydrated, test } from './support/fixtures';

const ENTRY = /\/assets\/index-[\w-]+\.js$/;

test.describe('paint first, then script', () => {
  test('asks for the script only after the first contentful paint', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const { fcp, scripts } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(fcp).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(fcp);
  });

  test('still comes to life in a browser without paint timing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] });
    });
    // Timers stand still, so the loader's last-resort timer cannot be what starts the script.
    await page.clock.install({ time: Date.parse('2026-11-21T10:00:00Z') });
    await page.clock.pauseAt(Date.parse('2026-11-21T10:00:01Z'));
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: /DB/ })).toHaveText('Connected to DB');
  });

  test('a click that comes before the script is held and replayed', async ({ page }) => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENTRY, async (route) => {
      await arrived;
      await route.continue();
    });
    // The held script keeps `load` waiting, so the click comes once the HTML is parsed.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: theoriesGrid.callButton }).click();
    const dialog = page.getByRole('dialog', { name: assistant.title });
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-held-clicks', '');
    release();
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-held-clicks');
  });

  test('the theme control works before the script, and links work if it never comes', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource/);
    await page.route(ENTRY, (route) => route.abort('failed'));
    await page.goto('/');
    await page.getByRole('radio', { name: header.theme.options.dark }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const card = theoriesGrid.cards[0];
    if (!card) throw new Error('no theory card');
    const leaving = page.waitForRequest(card.href);
    await page.getByRole('link', { name: card.title }).click();
    await leaving;
  });
});
