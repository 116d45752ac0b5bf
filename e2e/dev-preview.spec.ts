/**
 * `npm run dev` in a real process and the system Chromium: the page comes server-rendered,
 * its islands hydrate under the page's CSP, an edit of src/content/ shows without a restart,
 * and the chat_logs endpoint answers. Runs in a temp copy of the project (support/dev-preview.ts).
 */
import { request } from 'node:http';
import { assistant, gallery, header, site } from '../src/content';
import { knowledge } from '../src/content/knowledge';
import { startDevPreview, type DevPreview } from './support/dev-preview';
import { expect, hydrated, test } from './support/fixtures';

/** The status of a GET with the given Host header, which fetch() does not let a caller set. */
function statusFor(url: URL, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

/** `value` as a string literal of a source file, in whichever quotes the formatter gave it. */
function literal(source: string, value: string): string {
  const found = ["'", '"', '`'].map((q) => `${q}${value}${q}`).find((l) => source.includes(l));
  if (!found) throw new Error(`${value} is not a string literal of the file`);
  return found;
}

test('npm run dev renders the real page, hydrates it, reloads on a content edit, and logs chats', async ({
  page,
}) => {
  test.setTimeout(900_000);
  let preview: DevPreview | null = null;
  try {
    preview = await startDevPreview();
    const { url } = preview;

    // Server-rendered: the words are in the HTML before any script runs.
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<!--app-html-->');
    expect(html).toContain(`>${site.heading}</h1>`);
    expect(html).toContain(gallery.heading);
    expect(html).toContain('application/ld+json');
    // The production CSP, with Vite's React preamble allowed by its hash, not by 'unsafe-inline'.
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);

    // A request naming another host (DNS rebinding) is refused, the backend's paths too.
    for (const path of ['/', '/healthz', '/rest/v1/chat_logs?select=count']) {
      expect(await statusFor(new URL(path, url), 'rebound.example'), path).toBe(403);
      expect(await statusFor(new URL(path, url), new URL(url).host), path).toBe(200);
    }

    // Hydrated: the clock shows a time only once its island is live, and the theme control,
    // an island too, sets the theme.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(url);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('radio', { name: header.theme.options.light }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    // An edit of a content file the page alone imports: Vite reloads the page.
    const galleryHeading = 'Pyramid Mysteries, edited live';
    const galleryFile = 'src/content/gallery.ts';
    preview.edit(
      galleryFile,
      literal(preview.read(galleryFile), gallery.heading),
      `'${galleryHeading}'`,
    );
    await expect(page.getByRole('heading', { name: galleryHeading })).toBeVisible({
      timeout: 120_000,
    });
    await hydrated(page);

    // An edit of site.ts, which vite.config.ts imports too: Vite restarts and the page reloads.
    const heading = 'The Great Pyramid, edited live';
    const siteFile = 'src/content/site.ts';
    preview.edit(
      siteFile,
      `heading: ${literal(preview.read(siteFile), site.heading)}`,
      `heading: '${heading}'`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, {
      timeout: 120_000,
    });
    await hydrated(page);
    expect(await (await fetch(url)).text()).toContain(`>${heading}</h1>`);

    // An edit of Pharaoh's knowledge: the preview trains it again, and he gives the new answer.
    // The marker goes at the start of the first entry's answer, whatever the answer says.
    const [entry] = knowledge;
    if (!entry) throw new Error('no knowledge entry');
    const marker = 'Edited live in the preview.';
    const knowledgeFile = 'src/content/knowledge.ts';
    const source = preview.read(knowledgeFile);
    const from = source.indexOf(`id: '${entry.id}'`);
    const opening = /answer:\s*[`'"]/.exec(source.slice(from));
    if (from < 0 || !opening) throw new Error(`no answer found for ${entry.id}`);
    const head = source.slice(from, from + opening.index + opening[0].length);
    preview.edit(knowledgeFile, head, `${head}${marker} `);
    await expect
      .poll(() => preview?.read('src/widgets/assistant/knowledge-data.ts') ?? '', {
        timeout: 240_000,
      })
      .toContain(marker);
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: assistant.chatButton, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: assistant.title });
    const input = dialog.getByRole('textbox', { name: assistant.inputLabel });
    await input.fill(entry.question);
    await input.press('Enter');
    await expect(dialog).toContainText(marker);
    await page.keyboard.press('Escape');
    // A sample question's button asks it once, though StrictMode runs the dialog's effects twice
    // in development: the greeting, the question above and its answer, this one and its answer.
    await page.locator('[data-ask]').first().click();
    const turns = dialog
      .getByRole('list', { name: assistant.conversationLabel })
      .locator(':scope > li');
    await expect(turns).toHaveCount(5);
    await page.keyboard.press('Escape');

    // The backend, as the page writes a chat message (src/lib/backend-client.ts), same origin.
    const status = await page.evaluate(async () => {
      const res = await fetch('/rest/v1/chat_logs', {
        method: 'POST',
        headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify([
          {
            session_id: `session_${Date.now()}_devpreview`,
            role: 'visitor',
            channel: 'text',
            message: 'How tall is the Great Pyramid?',
          },
        ]),
      });
      return res.status;
    });
    expect(status).toBe(201);
    // The conversation with Pharaoh above is logged too: two questions and their answers.
    const count = async () =>
      (await fetch(new URL('rest/v1/chat_logs?select=count', url))).json() as Promise<unknown>;
    await expect.poll(count).toEqual([{ count: 5 }]);
  } finally {
    // Off the preview first: once it stops, Vite's client would poll for it and log failures.
    await page.goto('about:blank').catch(() => undefined);
    const stopped = await preview?.stop();
    if (stopped) {
      // SIGTERM reached the server, which closed PGlite and released its folder.
      expect(stopped.lockLeft).toBe(false);
      expect(stopped.graceful).toBe(true);
    }
  }
});
