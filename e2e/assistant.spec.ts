import pg from 'pg';
import { seedFirstWrite } from '../server/test-support/seed';
import type { Page } from '@playwright/test';
import { assistant, sampleQuestions, theoriesGrid } from '../src/content';
import { knowledge } from '../src/content/knowledge';
import { startPgCluster, type PgCluster } from '../server/test-support/pg-cluster';
import { spawnServer } from '../server/test-support/spawn-server';
import { expect, test } from './support/fixtures';
import { installSpeechDoubles } from './support/speech-doubles';

const entry = (id: string) => {
  const found = knowledge.find((e) => e.id === id);
  if (!found) throw new Error(`no knowledge entry ${id}`);
  return found;
};

test.describe('the built-in Pharaoh assistant', () => {
  let cluster: PgCluster;
  let server: Awaited<ReturnType<typeof spawnServer>>;
  let db: pg.Client;

  test.beforeAll(async () => {
    cluster = await startPgCluster();
    server = await spawnServer({ DATABASE_URL: cluster.url });
    await seedFirstWrite(server.base);
    db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
  });

  test.afterAll(async () => {
    await db?.end();
    server?.child.kill('SIGTERM');
    await server?.exited;
    cluster?.destroy();
  });

  const rowsOf = async (page: Page) => {
    const session = await page.evaluate(() => localStorage.getItem('pyramid_chat_session_id'));
    const result = await db.query<{ role: string; channel: string; message: string }>(
      'SELECT role, channel, message FROM chat_logs WHERE session_id = $1 ORDER BY id',
      [session],
    );
    return result.rows;
  };

  test('START A CALL opens call mode; Pharaoh hears, answers aloud with sources, and both sides are logged', async ({
    page,
  }) => {
    await installSpeechDoubles(page, { recognition: true });
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('assistant-dialog')) scripts.push(req.url());
    });
    await page.goto(server.base);
    await expect(page.getByRole('status').filter({ hasText: /DB/ })).toHaveText('Connected to DB');
    expect(scripts).toEqual([]);
    const start = page.getByRole('button', { name: theoriesGrid.callButton });
    await start.click();
    const dialog = page.getByRole('dialog', { name: assistant.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(assistant.callSubtitle);
    expect(scripts).toHaveLength(1);
    await dialog.getByRole('button', { name: assistant.micStart }).click();
    await expect(dialog).toContainText('how tall is the great pyramid today');
    await expect(dialog).toContainText(entry('height-today').answer);
    await expect(dialog.getByRole('link', { name: /The Complete Pyramids/ }).first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken))
      .toEqual([entry('height-today').answer]);
    // The voice says the answer; the dialog's live region, saying it too, would talk over it.
    await expect(dialog.locator('[aria-live="polite"]')).toBeEmpty();
    await expect
      .poll(() => rowsOf(page))
      .toEqual([
        { role: 'visitor', channel: 'voice', message: 'how tall is the great pyramid today' },
        {
          role: 'assistant',
          channel: 'voice',
          message: expect.stringContaining(entry('height-today').answer) as unknown as string,
        },
      ]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(start).toBeFocused();
  });

  test('a sample question opens the assistant and asks it; typing works; unknowns are honest', async ({
    page,
  }) => {
    await installSpeechDoubles(page, { recognition: false });
    await page.goto(server.base);
    const question = sampleQuestions.questions[2];
    await page.getByRole('button', { name: `${assistant.askButton}: ${question}` }).click();
    const dialog = page.getByRole('dialog', { name: assistant.title });
    await expect(dialog).toContainText(assistant.textSubtitle);
    await expect(dialog).toContainText(entry('sphinx').answer);
    // The button asks the question in full, not the list's fragment ("what the Sphinx is").
    await expect(dialog).toContainText(sampleQuestions.asks[2] ?? '');

    const input = dialog.getByRole('textbox', { name: assistant.inputLabel });
    await expect(input).toBeFocused();
    await input.fill('who designed the great pyramid');
    await input.press('Enter');
    await expect(dialog).toContainText(entry('architect').answer);
    await input.fill('what is the weather in paris tomorrow');
    await input.press('Enter');
    await expect(dialog).toContainText(assistant.unknown);
    await expect(dialog.getByRole('button', { name: assistant.suggestions[0] })).toBeVisible();
    await expect(dialog).toContainText(assistant.notice);

    // Focus stays inside the modal dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    // Messages are logged in the background, so the table is read until the last one lands.
    await expect
      .poll(async () => (await rowsOf(page)).map((r) => [r.role, r.channel]))
      .toEqual([
        ['visitor', 'text'],
        ['assistant', 'text'],
        ['visitor', 'text'],
        ['assistant', 'text'],
        ['visitor', 'text'],
        ['assistant', 'text'],
      ]);
    const rows = await rowsOf(page);
    expect(rows[4]?.message).toBe('what is the weather in paris tomorrow');
    expect(rows[5]?.message).toBe(assistant.unknown);
  });

  test('call mode without speech recognition says so and falls back to typing', async ({
    page,
  }) => {
    await installSpeechDoubles(page, { recognition: false });
    await page.goto(server.base);
    await page.getByRole('button', { name: theoriesGrid.callButton }).click();
    const dialog = page.getByRole('dialog', { name: assistant.title });
    await expect(dialog).toContainText(assistant.noSpeechInput);
    await expect(dialog.getByRole('button', { name: assistant.micStart })).toHaveCount(0);
    // The field, focused on opening, carries the note, so a screen reader says it then.
    const field = dialog.getByRole('textbox', { name: assistant.inputLabel });
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(assistant.noSpeechInput);
    await field.fill(entry('blocks').question);
    await dialog.getByRole('button', { name: assistant.send }).click();
    await expect(dialog).toContainText(entry('blocks').answer);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.length))
      .toBe(1);
  });

  test('the chat button opens text mode, and a failed log write never blocks the conversation', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource/);
    await page.goto(server.base);
    await expect(page.getByRole('status').filter({ hasText: /DB/ })).toHaveText('Connected to DB');
    let attempts = 0;
    await page.route('**/rest/v1/chat_logs', (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      attempts++;
      return route.abort('connectionrefused');
    });
    await page.getByRole('button', { name: assistant.chatButton, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: assistant.title });
    const input = dialog.getByRole('textbox', { name: assistant.inputLabel });
    await input.fill('where is the great pyramid');
    await input.press('Enter');
    await expect(dialog).toContainText(entry('location').answer);
    await expect.poll(() => attempts).toBe(4);
    await expect
      .poll(
        () =>
          consoleGuard.messages.filter(
            (m) => m.type === 'warning' && m.text.includes('could not be logged'),
          ).length,
      )
      .toBe(2);
  });
});
