import {
  book,
  gallery,
  sampleQuestions,
  showcase,
  site,
  theoriesGrid,
  videos,
} from '../src/content';
import { expect, hydrated, test } from './support/fixtures';
import { setReaderTextSize } from './support/text-size';

test.describe('prerendered page', () => {
  test('carries every static text before any JavaScript runs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const plain = html
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    const texts = [
      site.intro,
      site.quote.text,
      site.heading,
      sampleQuestions.heading,
      sampleQuestions.prompt,
      ...sampleQuestions.questions,
      theoriesGrid.heading,
      theoriesGrid.callToAction,
      ...theoriesGrid.cards.map((card) => card.title),
      ...gallery.images.flatMap((image) => [image.title, image.description]),
      book.title,
      book.cover.alt,
      book.authorCredit,
      book.buyLabel,
      videos.feature.title,
      videos.player.title,
      site.footerNote,
    ];
    for (const text of texts) expect(plain, text).toContain(text);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const card of theoriesGrid.cards) expect(plain).toContain(`href="${card.href}"`);
  });

  test('shows the blocks in the order of the spec', async ({ page }) => {
    await page.goto('/');
    const tops = async (...locators: ReturnType<typeof page.locator>[]) => {
      const ys: number[] = [];
      for (const locator of locators) ys.push((await locator.boundingBox())?.y ?? NaN);
      return ys;
    };
    const ys = await tops(
      page.getByRole('status').filter({ hasText: /DB/ }),
      page.getByTestId('moon'),
      page.getByText(site.intro),
      page.getByText(site.quote.text).first(),
      page.getByRole('heading', { level: 1 }),
      page.getByRole('heading', { name: sampleQuestions.heading, exact: true }),
      page.getByRole('img', { name: showcase[0]?.picture.alt ?? '', exact: true }),
      page.locator('figure').filter({ hasText: videos.feature.title }),
      page.getByRole('heading', { name: theoriesGrid.heading, exact: true }),
      page.getByRole('heading', { name: gallery.heading }),
      page.getByRole('heading', { name: book.title }),
      page.locator('figure').filter({ hasText: videos.player.title }),
      page.getByRole('contentinfo'),
    );
    expect(ys.every((y) => Number.isFinite(y))).toBe(true);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  });

  test('hydrates without warnings and puts the badge at the top right', async ({
    page,
    consoleGuard,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const badge = await page.getByRole('status').filter({ hasText: /DB/ }).boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(badge && badge.y < 80 && badge.x > width / 2).toBe(true);
    expect(consoleGuard.messages.filter((m) => /hydrat/i.test(m.text))).toEqual([]);
  });

  // A phone, and the same phone zoomed to 200 %, where the countdown bar is taller.
  for (const width of [360, 180]) {
    test(`at ${width} px a control reached with Tab is never hidden under the floating button or the countdown`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 640 });
      await page.goto('/');
      await hydrated(page);
      const covered: string[] = [];
      for (let i = 0; i < 70; i++) {
        await page.keyboard.press('Tab');
        const hidden = await page.evaluate(() => {
          const el = document.activeElement;
          if (!(el instanceof HTMLElement) || el === document.body) return '';
          const box = el.getBoundingClientRect();
          // What stays fixed over the page: the countdown bar and the floating button.
          const over = [...document.querySelectorAll<HTMLElement>('aside, button.fixed')].filter(
            (fixed) => !fixed.contains(el) && getComputedStyle(fixed).position === 'fixed',
          );
          const hit = over.some((fixed) => {
            const f = fixed.getBoundingClientRect();
            return (
              box.bottom > f.top && box.top < f.bottom && box.right > f.left && box.left < f.right
            );
          });
          return hit
            ? (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).slice(0, 60)
            : '';
        });
        if (hidden) covered.push(hidden);
      }
      expect(covered).toEqual([]);
    });
  }

  // Large text on a phone: the reader's text size raised in the browser's settings, or the page
  // zoomed (Chrome for Android's text scaling), which leaves a 360 px screen 180 CSS px wide.
  for (const [width, text] of [
    [360, 150],
    [360, 200],
    [180, 100],
  ] as const) {
    test(`a ${width} px screen with text at ${text} % does not scroll sideways and shows the whole countdown`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 640 });
      await setReaderTextSize(page, text);
      await page.goto('/');
      await hydrated(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // The countdown is fixed, so it never widens the page: it must fit the screen itself,
      // inside its bar, its label on one line.
      const box = await page.getByTestId('countdown').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      const [bar, label, digits] = await page.getByRole('timer').evaluate((timer) =>
        [timer.closest('aside'), timer.firstElementChild, timer.lastElementChild].map((el) => {
          const { top, bottom } = el?.getBoundingClientRect() ?? { top: 0, bottom: 0 };
          const line = el ? parseFloat(getComputedStyle(el).lineHeight) : 0;
          return { top, bottom, line };
        }),
      );
      expect(label?.top).toBeGreaterThanOrEqual(bar?.top ?? Infinity);
      expect(digits?.bottom).toBeLessThanOrEqual(bar?.bottom ?? 0);
      expect((label?.bottom ?? 0) - (label?.top ?? 0)).toBeLessThan(1.5 * (label?.line ?? 0));
    });
  }

  for (const width of [320, 360, 400, 768, 1280]) {
    test(`has no horizontal scrolling and nothing hidden behind the countdown at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 720 });
      await page.goto('/');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // At the usual text size the countdown keeps to one line (it wraps only for large text).
      const lines = await page.getByTestId('countdown').evaluate((el) => {
        const first = el.firstElementChild?.getBoundingClientRect().top;
        return new Set([...el.children].map((c) => c.getBoundingClientRect().top === first)).size;
      });
      expect(lines).toBe(1);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bar = await page
        .getByRole('timer')
        .evaluate((el) => el.closest('aside')?.getBoundingClientRect().top ?? 0);
      const lastText = await page
        .getByRole('contentinfo')
        .locator('p')
        .last()
        .evaluate((el) => el.getBoundingClientRect().bottom);
      expect(lastText).toBeLessThanOrEqual(bar);
    });
  }
});
