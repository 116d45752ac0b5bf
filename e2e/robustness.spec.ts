import type { Page } from '@playwright/test';
import {
  assistant,
  countdown,
  header,
  researchedAnswers,
  site,
  sky,
  theoriesGrid,
  videos,
} from '../src/content';
import { expect, hydrated, serveThirdPartyDoubles, test } from './support/fixtures';

const badge = (page: Page) => page.getByRole('status').filter({ hasText: /DB/ });

test.describe('the page stays whole under faults', () => {
  test('with the video host unreachable, a video says so and links to its page', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource/);
    await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/');
    await hydrated(page);
    const video = videos.feature;
    const figure = page.locator('figure').filter({ hasText: video.title });
    await figure.scrollIntoViewIfNeeded();
    const poster = figure.getByRole('link', { name: `${video.unavailableLabel} (${video.title})` });
    await expect(poster).toBeVisible();
    await expect(poster).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
    await expect(figure.locator('iframe')).toHaveCount(0);
    // A click follows the link to the video's page rather than opening a dead player.
    const leaving = page.waitForRequest(/youtube\.com\/watch/);
    await poster.click();
    await leaving;
  });

  test('with the backend unreachable, only the badge says so', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource/);
    await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(badge(page)).toHaveText('DB Disconnected');
    await expect(page.getByTestId('cairo-time')).toHaveText(/\d:\d\d:\d\d [AP]M/);
    await page.getByRole('radio', { name: header.theme.options.dark }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('summary').first().click();
    await expect(page.getByText(researchedAnswers[0]?.claim ?? '')).toBeVisible();
  });

  test('with localStorage throwing on every call, everything still works', async ({ page }) => {
    await page.addInitScript(() => {
      if (window !== window.top) return;
      const fail = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {
        get: () => ({
          getItem: fail,
          setItem: fail,
          removeItem: fail,
          clear: fail,
          key: fail,
          length: 0,
        }),
      });
    });
    await page.goto('/');
    await expect(badge(page)).toHaveText('Connected to DB');
    await page.getByRole('radio', { name: header.theme.options.light }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByTestId('countdown')).toContainText(countdown.units.days);
  });

  test('when Pharaoh cannot be downloaded, START A CALL and the chat button say so, and a later try opens him', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource|dynamically imported module/);
    let offline = true;
    await page.route('**/assets/assistant-dialog-*.js', (route) =>
      offline ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.goto('/');
    const failed = page.getByRole('alert').filter({ hasText: assistant.loadFailed });
    const chat = page.getByRole('button', { name: assistant.chatButton, exact: true });
    await page.getByRole('button', { name: theoriesGrid.callButton }).click();
    await expect(failed).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await chat.click();
    await expect(failed).toBeVisible();
    await expect(chat).toBeFocused();
    offline = false;
    await chat.click();
    await expect(page.getByRole('dialog', { name: assistant.title })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test('the notice that Pharaoh could not be opened can be closed', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource|dynamically imported module/);
    await page.route('**/assets/assistant-dialog-*.js', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/');
    await page.getByRole('button', { name: assistant.chatButton, exact: true }).click();
    const failed = page.getByRole('alert').filter({ hasText: assistant.loadFailed });
    const chat = page.getByRole('button', { name: assistant.chatButton, exact: true });
    await failed.getByRole('button', { name: assistant.close }).click();
    await expect(failed).toHaveCount(0);
    // The focus goes back to the button that asked for Pharaoh, not to the top of the page.
    await expect(chat).toBeFocused();
    await chat.click();
    await expect(failed).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(failed).toHaveCount(0);
    await expect(chat).toBeFocused();
    // Escape from elsewhere closes it too, and leaves the focus where the visitor has moved on to.
    await chat.click();
    await expect(failed).toBeVisible();
    const skip = page.getByRole('link', { name: site.skipLink });
    await skip.focus();
    await page.keyboard.press('Escape');
    await expect(failed).toHaveCount(0);
    await expect(skip).toBeFocused();
  });

  test('while Pharaoh downloads slowly, the page shows and announces that he is on his way', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/assistant-dialog-*.js', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/');
    const chat = page.getByRole('button', { name: assistant.chatButton, exact: true });
    await hydrated(page);
    // A screen reader watches a live region that is there before its text: the same element
    // must be there, empty, before the click and say it after (the page's other status, the
    // database badge, has its text).
    const status = await page.getByRole('status').filter({ hasText: /^$/ }).elementHandle();
    await chat.click();
    // Shown on screen, and hidden from a screen reader, which hears the status instead.
    const shown = page
      .getByText(assistant.opening, { exact: true })
      .and(page.locator('[aria-hidden="true"] p'));
    await expect(shown).toBeVisible();
    await expect.poll(() => status.textContent()).toBe(assistant.opening);
    release();
    await expect(page.getByRole('dialog', { name: assistant.title })).toBeVisible();
    await expect(shown).toHaveCount(0);
    await expect.poll(() => status.textContent()).toBe('');
  });

  test('with the device clock in the year 2100, the countdown has arrived and nothing breaks', async ({
    page,
  }) => {
    await page.clock.install({ time: Date.parse('2100-01-01T00:00:00Z') });
    await page.goto('/');
    await expect(page.getByTestId('countdown')).toHaveText('The moment has arrived!');
    await expect(page.getByTestId('moon-name')).not.toBeEmpty();
    await expect(page.getByTestId('cairo-time')).toHaveText(/\d:\d\d:\d\d [AP]M/);
  });
});

test.describe('without JavaScript', () => {
  test('the prerendered page is readable and navigable, and answers expand', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await serveThirdPartyDoubles(page);
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: site.skipLink })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.heading);
    await expect(page.getByText(site.intro)).toBeVisible();
    const answer = page.getByText(researchedAnswers[2]?.evidence ?? '');
    await expect(answer).toBeHidden();
    await page.locator('summary').nth(2).click();
    await expect(answer).toBeVisible();
    const [card] = theoriesGrid.cards;
    await expect(page.getByRole('link', { name: card?.title ?? '' })).toHaveAttribute(
      'href',
      card?.href ?? '',
    );
    await expect(
      page.getByRole('link', { name: `${videos.feature.playLabel}: ${videos.feature.title}` }),
    ).toHaveAttribute('href', /youtube\.com\/watch/);
    // Nothing that needs script is shown: no dead buttons, no placeholders for live figures.
    for (const name of [theoriesGrid.callButton, assistant.chatButton])
      await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('region', { name: sky.regionLabel })).toBeHidden();
    await expect(page.getByTestId('countdown')).toBeHidden();
    await expect(page.getByText(countdown.label)).toBeVisible();
    await context.close();
  });
});
