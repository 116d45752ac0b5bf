import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const FONT = /\/assets\/cinzel-subset-[\w-]+\.woff2$/;

/**
 * The heading's face and size, and when the font's request (if any) started, `load` ended and
 * the page first painted.
 */
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
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    };
  });
}

/** The font's requests from now on, as they happen. */
function recordFontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (FONT.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test.describe('the display font', () => {
  test('a first visit never waits for it; the next visit has it from the cache, before paint', async ({
    page,
  }) => {
    const fontRequests = recordFontRequests(page);
    await page.goto('/');
    const first = await headingFont(page);
    expect(first.flagged).toBe(false);
    expect(first.family).not.toMatch(/Cinzel/);

    // Fetched once the page has loaded and painted and the browser is idle, then remembered.
    await expect.poll(() => fontRequests.length).toBe(1);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('display-font')))
      .toMatch(FONT);
    const warmed = await headingFont(page);
    expect(warmed.fontStart).toBeGreaterThanOrEqual(warmed.loadEnd);
    expect(warmed.fontStart).toBeGreaterThan(warmed.firstPaint);
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
    const loaded = await page.evaluate(() =>
      document.fonts.load('700 16px "Cinzel Variable"').then((faces) => faces.length),
    );
    expect(loaded).toBeGreaterThan(0);
  });

  test('waits for the first paint, even where `load` comes before it', async ({ page }) => {
    // Paint timing is held back until the test releases it, as on a link where the document
    // arrives whole before the first frame: the font must not be fetched in between.
    await page.addInitScript(() => {
      const held: (() => void)[] = [];
      class HeldPaint extends PerformanceObserver {
        override observe(options?: PerformanceObserverInit): void {
          if (options?.type === 'paint') held.push(() => super.observe(options));
          else super.observe(options);
        }
      }
      window.PerformanceObserver = HeldPaint;
      Object.assign(window, { releasePaint: () => held.splice(0).forEach((go) => go()) });
    });
    const fontRequests = recordFontRequests(page);
    await page.goto('/', { waitUntil: 'load' });
    // Past the old warm-up's bound (idle, or 5 s after `load`), which alone started the fetch.
    await page.waitForTimeout(6000);
    expect(fontRequests).toEqual([]);
    await page.evaluate(() => (window as unknown as { releasePaint(): void }).releasePaint());
    await expect.poll(() => fontRequests.length).toBe(1);
  });

  test('a font with a new address is fetched again', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('display-font', '/assets/old.woff2'));
    const fontRequests = recordFontRequests(page);
    await page.goto('/');
    expect((await headingFont(page)).flagged).toBe(false);
    await expect.poll(() => fontRequests.length).toBe(1);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('display-font')))
      .toMatch(FONT);
  });

  test('without storage there is nothing to remember, so nothing is fetched', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const fontRequests = recordFontRequests(page);
    await page.goto('/');
    // Past the warm-up's own bound (first paint, then idle or 5 s at the latest).
    await page.waitForTimeout(6000);
    expect(fontRequests).toEqual([]);
    expect((await headingFont(page)).family).not.toMatch(/Cinzel/);
  });

  test('the countdown fits narrow screens in either face', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    /** The countdown's box, and the faces the browser actually drew its digits in. */
    const countdownBox = async () => {
      const countdown = page.getByTestId('countdown');
      await expect(countdown).toContainText(/\d/);
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: '[data-testid="countdown"] span span',
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const box = await countdown.evaluate((node) => node.getBoundingClientRect().toJSON());
      return { ...(box as DOMRect), drawn: fonts.map((font) => font.familyName).join() };
    };
    const fits = async (face: RegExp | null) => {
      for (const width of [320, 360, 400, 640]) {
        await page.setViewportSize({ width, height: 640 });
        const box = await countdownBox();
        if (face) expect(box.drawn).toMatch(face);
        else expect(box.drawn).not.toMatch(/Cinzel/i);
        expect(box.left, `${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${width} px`).toBeLessThanOrEqual(width);
      }
    };
    await page.goto('/');
    await fits(null);

    // The display face as a repeat visit has it, loaded for sure: the same file, waited for.
    await page.evaluate(async () => {
      const face = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .find((rule) => rule instanceof CSSFontFaceRule);
      const src = face instanceof CSSFontFaceRule ? face.style.getPropertyValue('src') : '';
      const style = document.createElement('style');
      style.textContent = `@font-face{font-family:"Cinzel Variable";src:${src};font-weight:400 700;font-display:block}`;
      document.head.append(style);
      document.documentElement.dataset.displayFont = '';
      await document.fonts.load('600 20px "Cinzel Variable"');
    });
    await fits(/Cinzel/i);
  });
});
