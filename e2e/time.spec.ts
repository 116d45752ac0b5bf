import type { Page } from '@playwright/test';
import { countdown, sky } from '../src/content';
import { allIslandsLive, expect, test } from './support/fixtures';
import { escapeRegExp, templatePattern } from './support/text';

/** Stops the page's clock at `iso`, so a slow page load cannot let real seconds slip by. */
async function freezeAt(page: Page, iso: string): Promise<void> {
  const at = Date.parse(iso);
  await page.clock.install({ time: at - 10_000 });
  await page.clock.pauseAt(at);
}

/** The countdown's whole text for these figures (patterns), in the content's unit words. */
function reads(days: string, hours: string, minutes: string, seconds: string): RegExp {
  const { units } = countdown;
  const parts: [string, string][] = [
    [days, units.days],
    [hours, units.hours],
    [minutes, units.minutes],
    [seconds, units.seconds],
  ];
  const text = parts.map(([figure, unit]) => `${figure}\\s*${escapeRegExp(unit)}`).join('\\s*');
  return new RegExp(`^${text}$`);
}

test.describe('live time', () => {
  test('the Cairo clock ticks every second across the April 2026 DST change', async ({ page }) => {
    await freezeAt(page, '2026-04-23T21:59:58Z');
    await page.goto('/');
    const clock = page.getByTestId('cairo-time');
    await expect(clock).toHaveText('11:59:58 PM');
    await page.clock.runFor(1000);
    await expect(clock).toHaveText('11:59:59 PM');
    await page.clock.runFor(1000);
    await expect(clock).toHaveText('1:00:00 AM');
  });

  test('the countdown ticks and then reads the arrival text', async ({ page }) => {
    await freezeAt(page, '2040-05-15T23:59:57Z');
    await page.goto('/');
    const countdown = page.getByTestId('countdown');
    await expect(countdown).toHaveText(reads('0', '00', '00', '03'));
    await page.clock.runFor(1000);
    await expect(countdown).toContainText('02');
    await page.clock.runFor(2000);
    await expect(countdown).toHaveText('The moment has arrived!');
    await expect(page.getByRole('timer')).toContainText('The moment has arrived!');
  });

  test('the clock and the countdown keep ticking on the real clock after the page has settled', async ({
    page,
  }) => {
    // No page.clock: the fake clock numbers timers and idle callbacks in one series, so it hid a
    // cleanup that cancelled an idle callback's number as a timer and stopped the page's clock
    // whenever the clock's timer had that number. when-idle.test.ts holds the cause every time;
    // this holds the symptom on a real page.
    await page.goto('/');
    await allIslandsLive(page);
    // Widgets waiting for an idle moment start at most 3 s after their island mounts
    // (use-after-load.ts); a scroll starts them at once, as a visitor's first scroll would.
    await page.mouse.wheel(0, 10);
    await page.waitForTimeout(500);
    for (const id of ['cairo-time', 'countdown']) {
      const figure = page.getByTestId(id);
      const before = (await figure.textContent()) ?? '';
      await expect(figure).not.toHaveText(before, { timeout: 2500 });
      const next = (await figure.textContent()) ?? '';
      await expect(figure).not.toHaveText(next, { timeout: 2500 });
    }
  });

  test('shows days, hours, minutes and seconds on an ordinary day', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-21T10:20:30Z') });
    await page.goto('/');
    await expect(page.getByTestId('countdown')).toHaveText(reads('4924', '13', '39', '\\d\\d'));
  });

  for (const [iso, name] of [
    ['2000-01-06T18:14:00Z', 'New'],
    ['2000-01-14T02:00:00Z', 'First Quarter'],
    ['2000-01-21T12:00:00Z', 'Full'],
    ['2026-11-21T12:00:00Z', 'Waxing Gibbous'],
  ] as const) {
    test(`names the moon ${name} at ${iso}`, async ({ page }) => {
      await page.clock.install({ time: new Date(iso) });
      await page.goto('/');
      await expect(page.getByTestId('moon-name')).toHaveText(name);
      await expect(page.getByTestId('moon')).toContainText(
        new RegExp(templatePattern(sky.illuminated)),
      );
    });
  }

  test('recomputes the moon phase on the hour', async ({ page }) => {
    // 1/16 of a lunation after the reference new moon is the New / Waxing Crescent boundary.
    const boundary = Date.parse('2000-01-06T18:14:00Z') + (29.53058867 * 86_400_000) / 16;
    const hourBefore = Math.floor(boundary / 3_600_000) * 3_600_000 - 1000;
    await page.clock.install({ time: hourBefore });
    await page.goto('/');
    await expect(page.getByTestId('moon-name')).toHaveText('New');
    await page.clock.runFor(2 * 3_600_000);
    await expect(page.getByTestId('moon-name')).toHaveText('Waxing Crescent');
  });
});
