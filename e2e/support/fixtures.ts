/**
 * Every browser test fails on an unexpected console error or uncaught exception (hydration
 * warnings included). Third-party hosts are unreachable here, so they get small test doubles.
 */
import { test as base, expect, type Page } from '@playwright/test';

const VIDEO_DOUBLE =
  '<!doctype html><title>video</title><body style="margin:0;background:#111"></body>';

export async function serveThirdPartyDoubles(page: Page): Promise<void> {
  // Anything off this machine is refused, as it is here; later routes take precedence.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.abort('internetdisconnected'),
  );
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: VIDEO_DOUBLE }),
  );
}

interface Console {
  /** Console errors matching these are expected by the test (e.g. a refused request). */
  allow(pattern: RegExp): void;
  messages: { type: string; text: string }[];
}

export const test = base.extend<{ consoleGuard: Console }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      const messages: { type: string; text: string }[] = [];
      page.on('console', (msg) => {
        messages.push({ type: msg.type(), text: msg.text() });
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await serveThirdPartyDoubles(page);
      await use({ allow: (pattern) => allowed.push(pattern), messages });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the islands are live: the clock shows a time only once hydrated. */
export const hydrated = (page: Page) => expect(page.getByTestId('cairo-time')).not.toHaveText('—');

/**
 * Waits until every island is live, not only the clock: the held clicks are released (and
 * window.__releaseClicks cleared) once the last island has committed.
 */
export async function allIslandsLive(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() => window.__releaseClicks === undefined);
}
