import type { Page } from '@playwright/test';
import { assistant, header, theoriesGrid, videos } from '../src/content';
import { allIslandsLive, expect, hydrated, test } from './support/fixtures';

const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Opens the page with the entry script held until the returned function is called. The held
 * script keeps `load` waiting, so the page is opened once its HTML is parsed.
 */
async function openWithEntryHeld(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  return release;
}

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

  test('fetches every chunk the islands need beside the entry, each once', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const preloads = (/data-preload="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
    expect(preloads.length).toBeGreaterThan(1);
    const before: string[] = [];
    const after: string[] = [];
    let released = false;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) (released ? after : before).push(path);
    });
    // The entry is held until the chunks the loader lists are asked for. A chunk the islands
    // need that is asked for only once the entry runs (Vite's preload helper, a static import)
    // costs a second round trip, and shows up after the release.
    let waited: Promise<void> = Promise.resolve();
    await page.route(ENTRY, async (route) => {
      waited = expect.poll(() => preloads.filter((path) => !before.includes(path))).toEqual([]);
      await waited.catch(() => undefined);
      released = true;
      await route.continue();
    });
    await page.goto('/');
    await allIslandsLive(page);
    await waited;
    expect(after, 'asked for only once the entry ran').toEqual([]);
    const twice = before.filter((path, i) => before.indexOf(path) !== i);
    expect(twice, 'fetched twice').toEqual([]);
  });

  test('still comes to life in a browser without paint timing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] });
    });
    // Timers stand still, so the loader's last-resort timer cannot be what starts the script.
    // The installed clock runs in real time until paused, so the pause lies a minute ahead: a
    // second was too little on a busy host ("Cannot fast-forward to the past"). Nothing of the
    // page exists yet, so no timer fires on the way.
    await page.clock.install({ time: Date.parse('2026-11-21T10:00:00Z') });
    await page.clock.pauseAt(Date.parse('2026-11-21T10:01:00Z'));
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: /DB/ })).toHaveText('Connected to DB');
  });

  test('a click that comes before the script is held and replayed', async ({ page }) => {
    const release = await openWithEntryHeld(page);
    await page.getByRole('button', { name: theoriesGrid.callButton }).click();
    const dialog = page.getByRole('dialog', { name: assistant.title });
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-held-clicks', '');
    release();
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-held-clicks');
  });

  test('a theory card clicked before the script reloads the page once it comes', async ({
    page,
  }) => {
    const [, , third] = theoriesGrid.cards;
    if (!third) throw new Error('the grid has no third card');
    const release = await openWithEntryHeld(page);
    const start = page.url();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: third.title }).click();
    // Held: not followed (the address keeps no fragment), nothing reloaded yet.
    await expect(page.locator('html')).toHaveAttribute('data-held-clicks', '');
    expect(page.url()).toBe(start);
    const reloaded = page.waitForEvent('load');
    release();
    await reloaded;
    expect(page.url()).toBe(start);
    expect(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).toBeUndefined();
  });

  /**
   * Opens the page with the built video frame made to throw in its render, and the entry script
   * held until the returned function is called. The frame's class list is the one literal in the
   * built code sure to be evaluated in that render and nowhere else.
   */
  async function openWithBrokenVideoFrame(page: Page, consoleGuard: { allow(p: RegExp): void }) {
    const FRAME_CLASS =
      /([`"'])relative overflow-hidden rounded-xl border border-line bg-black pb-\[56\.25%\] shadow-lg\1/;
    const state = { injected: false };
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      let body = await response.text();
      if (FRAME_CLASS.test(body)) {
        body = body.replace(FRAME_CLASS, '(()=>{throw new Error("injected video fault")})()');
        state.injected = true;
      }
      if (ENTRY.test(route.request().url())) await arrived;
      await route.fulfill({ response, body });
    });
    consoleGuard.allow(/injected video fault/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    return { release, state };
  }

  const featureVideo = (page: Page) =>
    page.getByRole('link', {
      name: `${videos.feature.playLabel}: ${videos.feature.title}`,
      exact: true,
    });

  test('an island that throws while hydrating is hidden, and the held click still replays', async ({
    page,
    consoleGuard,
  }) => {
    const fault = await openWithBrokenVideoFrame(page, consoleGuard);
    await expect(featureVideo(page)).toBeVisible();
    await page.getByRole('button', { name: theoriesGrid.callButton }).click();
    fault.release();
    await expect(page.getByRole('dialog', { name: assistant.title })).toBeVisible();
    expect(fault.state.injected, "the video frame's class list is not in the built code").toBe(
      true,
    );
    // The failed island is gone; the others are live.
    await expect(featureVideo(page)).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-held-clicks');
    await hydrated(page);
    expect(
      consoleGuard.messages.some(
        (message) => message.type === 'warning' && /video-feature island failed/.test(message.text),
      ),
    ).toBe(true);
  });

  test('a held click on a link of an island that failed is followed as a plain link', async ({
    page,
    consoleGuard,
  }) => {
    const fault = await openWithBrokenVideoFrame(page, consoleGuard);
    const href = await featureVideo(page).getAttribute('href');
    expect(href).toMatch(/^https:/);
    await featureVideo(page).click();
    const leaving = page.waitForRequest((request) => request.url() === href);
    fault.release();
    await leaving;
    expect(fault.state.injected).toBe(true);
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
