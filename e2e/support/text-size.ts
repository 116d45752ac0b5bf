import type { Page } from '@playwright/test';

/**
 * The reader's own text size, as a browser setting sets it (Chrome's "Font size", Firefox's):
 * the default size changes, so rem grows and media queries in rem follow, which an author's
 * `html { font-size: 200% }` would not do. Chromium only; call before `goto`.
 */
export async function setReaderTextSize(page: Page, percent: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: Math.round(0.16 * percent), fixed: Math.round(0.13 * percent) },
  });
}
