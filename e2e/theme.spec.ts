import type { Page } from '@playwright/test';
import { header } from '../src/content';
import { expect, test } from './support/fixtures';

const root = (page: Page) => page.locator('html');

/** Init scripts also run in the video frames, whose opaque origin has no storage. */
const storeTheme = (page: Page, value: string) =>
  page.addInitScript((v) => {
    if (window === window.top) localStorage.setItem('theme', v);
  }, value);

test.describe('theme', () => {
  test('follows the system by default and persists a choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(root(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('radio', { name: header.theme.options.system })).toBeChecked();

    await page.getByRole('radio', { name: header.theme.options.light }).check();
    await expect(root(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.reload();
    await expect(root(page)).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('radio', { name: header.theme.options.light })).toBeChecked();
  });

  test('applies the stored theme before first paint', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource/);
    await storeTheme(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    // With the app bundle blocked, only the inline head script can have set it.
    await expect(root(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('treats an invalid stored value as system', async ({ page }) => {
    await storeTheme(page, 'purple');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(root(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('radio', { name: header.theme.options.system })).toBeChecked();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(root(page)).toHaveAttribute('data-theme', 'light');
  });

  test('a choice made in another tab applies here too', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: 'light' });
    await other.goto('/');
    await expect(root(other)).toHaveAttribute('data-theme', 'light');
    await page.getByRole('radio', { name: header.theme.options.dark }).check();
    await expect(root(other)).toHaveAttribute('data-theme', 'dark');
    await expect(other.getByRole('radio', { name: header.theme.options.dark })).toBeChecked();
    await other.close();
  });

  test("without script, the page takes the system's colours, as the script would set them", async ({
    browser,
  }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const colours = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ javaScriptEnabled, colorScheme });
        const page = await context.newPage();
        await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
        await page.goto('/');
        const seen = await page.evaluate(() => {
          const style = getComputedStyle(document.documentElement);
          return [style.backgroundColor, style.color, document.documentElement.dataset.theme];
        });
        await context.close();
        return seen;
      };
      const [withScript, without] = [await colours(true), await colours(false)];
      expect(withScript[2], colorScheme).toBe(colorScheme);
      expect(without[2], colorScheme).toBeUndefined();
      expect(without.slice(0, 2), colorScheme).toEqual(withScript.slice(0, 2));
    }
  });

  test('keeps working when storage throws', async ({ page }) => {
    await page.addInitScript(() => {
      if (window !== window.top) return;
      const fail = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: fail });
    });
    await page.goto('/');
    await page.getByRole('radio', { name: header.theme.options.dark }).check();
    await expect(root(page)).toHaveAttribute('data-theme', 'dark');
  });
});
