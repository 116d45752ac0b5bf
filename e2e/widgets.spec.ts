import { assistant, notices, theoriesGrid } from '../src/content';
import { expect, test } from './support/fixtures';
import { WIDGET_IDS, widgetsBaseUrl } from './support/ports';

const VOICE_SCRIPT =
  /^https:\/\/unpkg\.com\/@elevenlabs\/convai-widget-embed@[\d.]+\/dist\/index\.js$/;
const VOICE_DOUBLE = `customElements.define('elevenlabs-convai', class extends HTMLElement {
  connectedCallback() { this.tabIndex = 0; this.textContent = 'voice widget'; }
}); window.__voiceLoads = (window.__voiceLoads || 0) + 1;`;
const CHAT_DOUBLE = `window.__chatLoads = (window.__chatLoads || 0) + 1;`;

test.describe('third-party widgets, configured', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(VOICE_SCRIPT, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: VOICE_DOUBLE }),
    );
    await page.route('https://www.chatbase.co/embed.min.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: CHAT_DOUBLE }),
    );
  });

  test('the voice widget script is added once, after load, for the configured agent', async ({
    page,
  }) => {
    await page.goto(widgetsBaseUrl);
    const widget = page.locator('elevenlabs-convai');
    await expect(widget).toHaveAttribute('agent-id', WIDGET_IDS.agent);
    await expect(widget).toHaveText('voice widget');
    await page.getByRole('button', { name: theoriesGrid.callButton }).click();
    await expect(widget).toBeFocused();
    // With both third-party ids set, the built-in assistant stays out of the way.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: assistant.chatButton, exact: true })).toHaveCount(
      0,
    );
    expect(await page.locator('script[src*="convai-widget-embed"]').count()).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { __voiceLoads: number }).__voiceLoads),
    ).toBe(1);
  });

  test('the chatbot gets its config, loads its script, and removes it when the visitor leaves', async ({
    page,
  }) => {
    await page.goto(widgetsBaseUrl);
    const script = page.locator('script[src="https://www.chatbase.co/embed.min.js"]');
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('chatbotId', WIDGET_IDS.chatbot);
    await expect(script).toHaveAttribute('domain', 'www.chatbase.co');
    expect(await page.evaluate(() => window.embeddedChatbotConfig)).toEqual({
      chatbotId: WIDGET_IDS.chatbot,
      domain: 'www.chatbase.co',
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __chatLoads?: number }).__chatLoads))
      .toBe(1);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await expect(script).toHaveCount(0);
  });

  test('a widget host that fails leaves the page whole and says so in a toast', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource/);
    await page.unrouteAll();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto(widgetsBaseUrl);
    await expect(
      page.getByText(notices.voiceFailed).or(page.getByText(notices.chatFailed)).first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('third-party widgets, not configured', () => {
  test('START A CALL opens the built-in assistant instead, and no widget script loads', async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    page.on('request', (req) => {
      if (/unpkg|chatbase/.test(req.url())) thirdParty.push(req.url());
    });
    await page.goto('/');
    await page.getByRole('button', { name: theoriesGrid.callButton }).click();
    await expect(page.getByRole('dialog', { name: assistant.title })).toBeVisible();
    await expect(
      page.getByRole('button', { name: assistant.chatButton, exact: true }),
    ).toBeVisible();
    expect(thirdParty).toEqual([]);
  });
});
