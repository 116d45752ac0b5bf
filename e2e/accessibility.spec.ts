import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { gallery, header, site, sky } from '../src/content';
import { allIslandsLive, expect, serveThirdPartyDoubles, test } from './support/fixtures';
import { escapeRegExp, templatePattern } from './support/text';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

async function axe(page: Page): Promise<AxeResult['violations']> {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => {
    const run = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }
    ).axe.run;
    return run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
  });
  return result.violations.map((v) => ({ ...v, nodes: v.nodes.slice(0, 3) }));
}

test.describe('accessibility (WCAG 2.2 AA, checked by axe-core)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [360, 1280]) {
      test(`no violations in the ${theme} theme at ${width}px`, async ({ browser }) => {
        // axe is injected as a script, which the page's CSP would rightly refuse.
        const context = await browser.newContext({
          bypassCSP: true,
          colorScheme: theme,
          viewport: { width, height: 900 },
        });
        const page = await context.newPage();
        await serveThirdPartyDoubles(page);
        await page.goto('/');
        await expect(page.getByRole('status').filter({ hasText: /DB/ })).toHaveText(
          'Connected to DB',
        );
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Open one answer so its text is checked too.
        await page.locator('summary').first().click();
        expect(await axe(page)).toEqual([]);
        await context.close();
      });
    }
  }

  test('a skip link leads to the main content, and focus is always visible', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: site.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.getByRole('radio', { name: header.theme.options.system }).focus();
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    }
  });

  test('no focus ring is cut off by a box that clips its content', async ({ page }) => {
    // Reduced motion keeps the videos' posters, links in boxes that clip their corners.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await allIslandsLive(page);
    const cut: string[] = [];
    // Every stop, to the end of the page, where the focus leaves the document.
    let stops = 0;
    for (; stops < 300; stops++) {
      await page.keyboard.press('Tab');
      const clipped = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'end';
        const style = getComputedStyle(el);
        if (style.outlineStyle === 'none') return `${el.tagName} has no ring`;
        // The ring's outer edge; an inset one (negative offset) lies inside the element.
        const out = Math.max(0, parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth));
        const r = el.getBoundingClientRect();
        for (let box = el.parentElement; box; box = box.parentElement) {
          const clips = getComputedStyle(box).overflow !== 'visible';
          const c = box.getBoundingClientRect();
          if (
            clips &&
            (r.left - out < c.left - 0.5 ||
              r.top - out < c.top - 0.5 ||
              r.right + out > c.right + 0.5 ||
              r.bottom + out > c.bottom + 0.5)
          )
            return `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" in ${box.className.slice(0, 40)}`;
        }
        return null;
      });
      if (clipped === 'end') break;
      if (clipped) cut.push(clipped);
    }
    expect(stops, 'the walk reached the end of the page').toBeGreaterThan(20);
    expect(stops, 'the walk reached the end of the page').toBeLessThan(300);
    expect(cut).toEqual([]);
  });

  test('each gallery figure the keyboard reaches is named by its title', async ({ page }) => {
    await page.goto('/');
    for (const image of gallery.images) {
      const figure = page.getByRole('figure', { name: image.title, exact: true });
      await expect(figure, image.title).toHaveCount(1);
      await expect(figure, image.title).toHaveAttribute('tabindex', '0');
    }
  });

  test('the keyboard reaches every control in page order', async ({ page }) => {
    await page.goto('/');
    // The order of the live page: on a loaded machine hydration can overlap the first presses,
    // and the clock may be live before the islands below it (a video poster hydrated under the
    // focus turns into its player).
    await allIslandsLive(page);
    const seen: string[] = [];
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'body';
        const kind = el.tagName.toLowerCase();
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        return `${kind}:${text}`;
      });
      seen.push(label);
    }
    const first = (prefix: string) => seen.findIndex((s) => s.startsWith(prefix));
    const order = [
      first(`a:${site.skipLink.slice(0, 40)}`),
      first('input:'),
      first('summary:'),
      first('button:START A CALL'),
      first('a:01'),
      first('figure:'),
      first('a:Buy Now'),
    ];
    // What the keyboard met, in order, so that a failure says where the order went wrong.
    const met = seen.map((label, i) => `${i} ${label}`).join('\n');
    for (const index of order) expect(index, met).toBeGreaterThanOrEqual(0);
    expect(
      [...order].sort((a, b) => a - b),
      met,
    ).toEqual(order);
    expect(new Set(seen.filter((s) => s.startsWith('summary:'))).size).toBe(6);
    expect(new Set(seen.filter((s) => s.startsWith('figure:'))).size).toBe(9);
    expect(new Set(seen.filter((s) => s.startsWith('a:0') || s.startsWith('a:1'))).size).toBe(12);
  });

  test('the moon and the clock have names that read well and are not live regions', async ({
    page,
  }) => {
    await page.clock.install({ time: Date.parse('2026-11-21T13:03:55Z') });
    await page.clock.pauseAt(Date.parse('2026-11-21T13:04:05Z'));
    await page.goto('/');
    await expect(page.getByTestId('moon')).toContainText(
      new RegExp(templatePattern(sky.illuminated)),
    );
    const spoken = await page.getByTestId('moon').evaluate((el) => {
      const walk = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
        if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
        return [...node.childNodes].map(walk).join('');
      };
      return walk(el).replace(/\s+/g, ' ').trim();
    });
    expect(spoken).toMatch(
      new RegExp(
        `^${escapeRegExp(sky.moonLabel)}: Waxing Gibbous, ${templatePattern(sky.illuminated)}$`,
      ),
    );
    const clock = await page
      .getByTestId('cairo-time')
      .evaluate((el) => el.parentElement?.textContent?.trim());
    expect(clock).toBe(`${sky.clockLabel} 3:04:05 PM`);
    expect(await page.locator('[aria-live]:not([aria-live="off"])').count()).toBe(
      await page.locator('[role="status"][aria-live]').count(),
    );
    await expect(page.getByRole('timer')).not.toHaveAttribute('aria-live', /polite|assertive/);
  });

  test('reduced motion: no autoplay and no animation or transition anywhere', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('iframe')).toHaveCount(0);
    const moving = await page.evaluate(
      () =>
        [...document.querySelectorAll('*')]
          .map((el) => getComputedStyle(el))
          .filter(
            (s) =>
              (s.animationName !== 'none' && parseFloat(s.animationDuration) > 0.01) ||
              parseFloat(s.transitionDuration) > 0.01,
          ).length,
    );
    expect(moving).toBe(0);
  });

  test('decorative images are hidden from assistive technology and the rest have alt text', async ({
    page,
  }) => {
    await page.goto('/');
    const images = await page.locator('img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        alt: img.getAttribute('alt'),
        inNamedLink: !!img.closest('a')?.textContent?.trim(),
      })),
    );
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      // Meaningful images describe themselves; an empty alt is only for a poster inside a named link.
      expect(image.alt, image.src ?? '').not.toBeNull();
      if (image.alt === '') expect(image.inNamedLink, image.src ?? '').toBe(true);
    }
    expect(await page.locator('svg:not([aria-hidden="true"])').count()).toBe(0);
  });

  test('every button on a phone is at least 24 by 24 px, spacing aside', async ({ page }) => {
    // WCAG 2.2's target size lets a small target pass on spacing; a thumb still misses it.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await allIslandsLive(page);
    await page.waitForFunction(() => document.documentElement.dataset.assistant === 'ready');
    const small = await page.locator('button:visible').evaluateAll((buttons) =>
      buttons
        .map((b) => ({ name: b.textContent?.trim() ?? '', box: b.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ name, box }) => `${name} ${Math.round(box.width)}x${Math.round(box.height)}`),
    );
    expect(await page.locator('button:visible').count()).toBeGreaterThan(6);
    expect(small).toEqual([]);
  });
});
