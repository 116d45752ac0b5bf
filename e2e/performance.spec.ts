import { expect, test } from './support/fixtures';
import { widgetsBaseUrl } from './support/ports';

test.describe('performance behaviour', () => {
  test('no third-party request happens before the page has loaded', async ({
    page,
    consoleGuard,
  }) => {
    // The widget hosts are unreachable here; what matters is when they were asked.
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
    let loaded = false;
    const early: string[] = [];
    const late: string[] = [];
    page.on('load', () => (loaded = true));
    page.on('request', (req) => {
      if (new URL(req.url()).hostname === '127.0.0.1' || req.url().startsWith('data:')) return;
      (loaded ? late : early).push(req.url());
    });
    // The build with the voice agent and the chatbot configured, the heaviest case.
    await page.goto(widgetsBaseUrl, { waitUntil: 'load' });
    await page.mouse.move(10, 10);
    await page.mouse.down();
    await page.mouse.up();
    await expect.poll(() => late.some((url) => url.includes('unpkg.com'))).toBe(true);
    expect(early).toEqual([]);
  });

  test('each second changes only the clock and countdown text', async ({ page }) => {
    await page.clock.install({ time: Date.parse('2026-11-21T10:00:00Z') });
    await page.clock.pauseAt(Date.parse('2026-11-21T10:00:05Z'));
    await page.goto('/');
    await expect(page.getByTestId('cairo-time')).toHaveText('12:00:05 PM');
    await expect(page.getByRole('status').filter({ hasText: /DB/ })).toHaveText('Connected to DB');
    await page.evaluate(() => {
      const touched: string[] = [];
      (window as unknown as { touched: string[] }).touched = touched;
      new MutationObserver((records) => {
        for (const record of records) {
          const element =
            record.target instanceof Element ? record.target : record.target.parentElement;
          touched.push(
            element?.closest('[data-testid]')?.getAttribute('data-testid') ??
              element?.tagName ??
              '?',
          );
        }
      }).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await page.clock.runFor(3000);
    await expect(page.getByTestId('cairo-time')).toHaveText('12:00:08 PM');
    const touched = await page.evaluate(() => (window as unknown as { touched: string[] }).touched);
    expect(touched.length).toBeGreaterThan(0);
    expect(new Set(touched)).toEqual(new Set(['cairo-time', 'countdown']));
  });
});
