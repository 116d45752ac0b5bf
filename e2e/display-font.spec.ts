import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const FONT = /\/assets\/cinzel-subset-[\w-]+\.woff2$/;

/** The heading's face and size, and when the font's request (if any) started and `load` ended. */
function headingFont(page: Page) {
  return page.evaluate(() => {
    const font = performance
      .getEntriesByType('resource')
      .find((entry) => /cinzel-subset-[\w-]+\.woff2$/.test(entry.name)) as
      PerformanceResourceTiming | undefined;
    const heading = document.querySelector('h1');
    return {
      family: heading ? getComputedStyle(heading).fontFamily : '',
      height: heading?.getBoundingClientRect().height ?? NaN,
      flagged: document.documentElement.hasAttribute('data-display-font'),
      loadEnd:
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
          ?.loadEventEnd ?? NaN,
      fontStart: font?.startTime,
    };
  });
}

test.describe('the display font', () => {
  test('a first visit never waits for it; the next visit has it from the cache, before paint', async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (FONT.test(request.url())) fontRequests.push(request.url());
    });
    await page.goto('/');
    const first = await headingFont(page);
    expect(first.flagged).toBe(false);
    expect(first.family).not.toMatch(/Cinzel/);

    // Fetched once the page has loaded and the browser is idle, then remembered.
    await expect.poll(() => fontRequests.length).toBe(1);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('display-font')))
      .toMatch(FONT);
    const warmed = await headingFont(page);
    expect(warmed.fontStart).toBeGreaterThanOrEqual(warmed.loadEnd);
    // Nothing on this page changed: the fallback face stays, so no late re-layout.
    expect(warmed.family).toBe(first.family);
    expect(warmed.height).toBe(first.height);

    await page.reload();
    const second = await headingFont(page);
    expect(second.flagged).toBe(true);
    expect(second.family).toMatch(/^"?Cinzel Variable"?,/);
    // (Whether it came from the cache is not visible here: routing, which the fixtures use to
    // keep third parties out, turns Chromium's HTTP cache off. server.test.ts checks the
    // assets' year-long caching.)
    expect(await page.evaluate(() => document.fonts.check('700 16px "Cinzel Variable"'))).toBe(
      true,
    );
  });

  test('a font with a new address is fetched again', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('display-font', '/assets/old.woff2'));
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (FONT.test(request.url())) fontRequests.push(request.url());
    });
    await page.goto('/');
    expect((await headingFont(page)).flagged).toBe(false);
    await expect.poll(() => fontRequests.length).toBe(1);
  });

  test('without storage there is nothing to remember, so nothing is fetched', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (FONT.test(request.url())) fontRequests.push(request.url());
    });
    await page.goto('/');
    // Past the warm-up's own bound (idle, or 5 s after load at the latest).
    await page.waitForTimeout(6000);
    expect(fontRequests).toEqual([]);
    expect((await headingFont(page)).family).not.toMatch(/Cinzel/);
  });

  test('the countdown fits a 320 px screen in either face', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const countdownBox = async () => {
      const countdown = page.getByTestId('countdown');
      await expect(countdown).toContainText(/\d/);
      return countdown.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return {
          left: box.left,
          right: box.right,
          font: getComputedStyle(node.firstElementChild?.firstElementChild ?? node).fontFamily,
        };
      });
    };
    await page.goto('/');
    const fallback = await countdownBox();
    expect(fallback.font).not.toMatch(/Cinzel/);
    expect(fallback.left).toBeGreaterThanOrEqual(0);
    expect(fallback.right).toBeLessThanOrEqual(320);

    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('display-font')))
      .toMatch(FONT);
    await page.reload();
    const display = await countdownBox();
    expect(display.font).toMatch(/Cinzel/);
    expect(display.left).toBeGreaterThanOrEqual(0);
    expect(display.right).toBeLessThanOrEqual(320);
  });
});
