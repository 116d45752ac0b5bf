import type { Locator, Page } from '@playwright/test';
import { assistant, sampleQuestions, theoriesGrid } from '../src/content';
import { knowledge } from '../src/content/knowledge';
import { createRetriever } from '../src/widgets/assistant/retrieval';
import { expect, hydrated, test } from './support/fixtures';
import { installSpeechDoubles, speechRecord } from './support/speech-doubles';
import { setReaderTextSize } from './support/text-size';

const retriever = createRetriever(knowledge);
const entryAt = (index: number) => {
  const entry = knowledge[index];
  if (!entry) throw new Error(`the knowledge needs an entry ${index}`);
  return entry;
};
const [first, second] = [entryAt(0), entryAt(1)];

/** A vague question Pharaoh is unsure of, and what he offers: found, as it depends on the knowledge. */
function unsureQuestion() {
  for (const question of ['the chamber', 'the stones', 'pyramid stars', 'the king', 'the top']) {
    const verdict = retriever.judge(question);
    if (verdict.kind === 'unsure') return { question, options: verdict.options };
  }
  throw new Error('one of the vague questions should leave Pharaoh unsure');
}

/** The open dialog, its question field and its turns. */
function dialogParts(page: Page) {
  const dialog = page.getByRole('dialog', { name: assistant.title });
  const input = dialog.getByRole('textbox', { name: assistant.inputLabel });
  const conversation = dialog.getByRole('list', { name: assistant.conversationLabel });
  // The turns are the list's own items; each may hold a list of questions to ask next.
  const turns = conversation.locator(':scope > li');
  return { dialog, input, turns };
}

async function openChat(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: assistant.chatButton, exact: true }).click();
  const parts = dialogParts(page);
  // The dialog's code loads on first opening; its greeting is the first turn.
  await expect(parts.turns).toHaveCount(1);
  return parts;
}

/** START A CALL with the browser's speech replaced by doubles, on a page of the given size. */
async function openCall(
  page: Page,
  speech: Parameters<typeof installSpeechDoubles>[1],
  viewport?: { width: number; height: number },
) {
  await installSpeechDoubles(page, speech);
  if (viewport) await page.setViewportSize(viewport);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: theoriesGrid.callButton }).click();
  return dialogParts(page);
}

test.describe('the assistant dialog keeps up with the conversation', () => {
  test('the newest answer is in view and focus is back in the field after every question', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const { dialog, input, turns } = await openChat(page);
    for (const entry of knowledge.slice(0, 7)) {
      await input.fill(entry.question);
      await input.press('Enter');
      const newest = turns.last();
      await expect(newest).toContainText(entry.answer);
      await expect(newest).toBeInViewport();
      await expect(input).toBeFocused();
    }
    // A question asked by its button (the newest that has one) answers, scrolls and gives the
    // field back too.
    const related = turns
      .filter({ has: page.getByRole('button') })
      .last()
      .getByRole('button')
      .first();
    const asked = await related.innerText();
    await related.click();
    await expect(turns.nth(-2)).toContainText(asked);
    await expect(turns.last()).toBeInViewport();
    await expect(input).toBeFocused();
    await expect(dialog).toBeVisible();
  });

  test('on a small phone the greeting, its sample questions and the Ask button are in reach', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const { dialog, turns } = await openChat(page);
    await expect(turns.first()).toContainText(assistant.greeting);
    await expect(dialog.getByText(assistant.greeting)).toBeInViewport();
    await expect(dialog.getByRole('button', { name: assistant.send, exact: true })).toBeInViewport({
      ratio: 1,
    });
    // The sample questions are the greeting's offers, inside the conversation, which scrolls.
    const [sample = ''] = sampleQuestions.asks;
    const offer = turns.first().getByRole('button', { name: sample });
    await offer.scrollIntoViewIfNeeded();
    await offer.click();
    await expect(turns).toHaveCount(3);
    await expect(turns.nth(-2)).toContainText(sample);
  });

  test('a pasted address or a long word wraps inside the conversation at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const { dialog, input, turns } = await openChat(page);
    const conversation = dialog.getByRole('list', { name: assistant.conversationLabel });
    for (const question of [
      `what about https://en.wikipedia.org/wiki/Great_Pyramid_of_Giza#${'Interior'.repeat(12)}`,
      'x'.repeat(400),
    ]) {
      const count = await turns.count();
      await input.fill(question);
      await input.press('Enter');
      await expect(turns).toHaveCount(count + 2);
      await expect(turns.nth(-2)).toContainText(question);
      const widths = await conversation.evaluate((list) => ({
        scroll: list.scrollWidth,
        client: list.clientWidth,
      }));
      expect(widths.scroll, question).toBeLessThanOrEqual(widths.client);
    }
  });

  // A phone zoomed to 200 % (180 CSS px), and one whose reader chose text twice the usual size.
  for (const [width, text] of [
    [180, 100],
    [360, 200],
  ] as const) {
    test(`at ${width} px with text at ${text} % the dialog takes the width, nothing sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 640 });
      await setReaderTextSize(page, text);
      const { dialog, input, turns } = await openChat(page);
      await input.fill(first.question);
      await input.press('Enter');
      await expect(turns.last()).toContainText(first.answer);
      const sizes = await dialog.evaluate((el) => ({
        width: el.getBoundingClientRect().width,
        // The page's width: less a desktop scroll bar's room, kept while the dialog is open.
        screen: document.body.getBoundingClientRect().width,
        scroll: el.scrollWidth,
        client: el.clientWidth,
        bubble: el.querySelector('ol > li')?.getBoundingClientRect().width ?? 0,
      }));
      expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
      expect(sizes.width).toBeGreaterThanOrEqual(sizes.screen - 1);
      // The answers' bubbles keep most of that width.
      expect(sizes.bubble).toBeGreaterThan(sizes.screen * 0.75);
      // And the height: the answer starts in view with half the screen, or all of it, shown; a
      // header kept in view and a conversation box inside the dialog once left it a line.
      const shown = await turns.last().evaluate((el) => {
        const { top, bottom, height } = el.getBoundingClientRect();
        // What the screen and every box that clips it (scrolls) leave of it.
        let [from, to] = [Math.max(top, 0), Math.min(bottom, window.innerHeight)];
        for (let box = el.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowY === 'visible') continue;
          const clip = box.getBoundingClientRect();
          [from, to] = [Math.max(from, clip.top), Math.min(to, clip.bottom)];
        }
        return { top, height, visible: to - from };
      });
      expect(shown.top).toBeGreaterThanOrEqual(0);
      expect(shown.visible).toBeGreaterThanOrEqual(Math.min(shown.height, 320) - 1);
    });
  }

  test('Tab and Shift+Tab go round inside the open dialog, from one end to the other', async ({
    page,
  }) => {
    const { dialog } = await openChat(page);
    const close = dialog.getByRole('button', { name: assistant.close });
    const ask = dialog.getByRole('button', { name: assistant.send });
    await ask.focus();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(ask).toBeFocused();
    // Inside, Tab moves on as usual.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('textbox', { name: assistant.inputLabel })).toBeFocused();
  });

  test('a double click on Ask sends one question and leaves the field ready for typing', async ({
    page,
  }) => {
    const { dialog, input, turns } = await openChat(page);
    await input.fill(first.question);
    await dialog.getByRole('button', { name: assistant.send, exact: true }).dblclick();
    await expect(turns.last()).toContainText(first.answer);
    const count = await turns.count();
    expect(count).toBe(3);
    await dialog.getByRole('button', { name: assistant.send, exact: true }).dblclick();
    await expect(input).toBeFocused();
    await expect(turns).toHaveCount(count);
  });

  test('closing keeps the conversation; the backdrop closes it; the page behind does not scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const { dialog, input, turns } = await openChat(page);
    await input.fill(first.question);
    await input.press('Enter');
    await expect(turns.last()).toContainText(first.answer);
    const count = await turns.count();

    // The page behind stays put while the dialog is open: keys that scroll (End, Page Down)
    // pressed on one of its buttons would otherwise scroll the page.
    const before = await page.evaluate(() => window.scrollY);
    // The page is long enough to scroll at all, or this would prove nothing.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight * 2)).toBe(
      true,
    );
    await dialog.getByRole('button', { name: assistant.close }).focus();
    for (const key of ['End', 'PageDown', 'ArrowDown']) await page.keyboard.press(key);
    await expect(dialog).toBeVisible();
    // A key's scroll is animated: give it well over the time it takes before reading the position.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    // A click on the backdrop, outside the dialog's box, closes it.
    await page.mouse.click(2, 2);
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: assistant.chatButton, exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(turns).toHaveCount(count);
    // The answer a screen reader heard before closing is not announced again on reopening.
    // The dialog's one live region: the conversation list itself is not live.
    const announcer = dialog.locator('[aria-live="polite"]');
    await expect(announcer.locator('> *')).toHaveCount(0);
    await expect(turns.last()).toContainText(first.answer);
    await expect(turns.last()).toBeInViewport();
    await input.fill(second.question);
    await input.press('Enter');
    await expect(turns).toHaveCount(count + 2);
    await expect(turns.last()).toContainText(second.answer);
    await expect(announcer).toHaveText(second.answer);
  });

  test('a screen reader hears each answer once, a repeated one too', async ({ page }) => {
    const { dialog, input } = await openChat(page);
    // The dialog's one live region: the conversation list itself is not live.
    const announcer = dialog.locator('[aria-live="polite"]');
    const question = first.question;
    await input.fill(question);
    await input.press('Enter');
    await expect(announcer.locator('> *')).toHaveCount(1);
    await expect(announcer).toHaveText(first.answer);
    await announcer.locator('> *').evaluate((node) => node.setAttribute('data-old', ''));
    await input.fill(question);
    await input.press('Enter');
    // The same words again arrive as a new node, which a live region announces; the old one is gone.
    await expect(announcer.locator('[data-old]')).toHaveCount(0);
    await expect(announcer.locator('> *')).toHaveCount(1);
    await expect(announcer).toHaveText(first.answer);
  });

  test('when unsure, Pharaoh says so and offers the closest entries as buttons', async ({
    page,
  }) => {
    const vague = unsureQuestion();
    const { dialog, input, turns } = await openChat(page);
    await input.fill(vague.question);
    await input.press('Enter');
    const reply = turns.last();
    await expect(reply).toContainText(assistant.unsure);
    await expect(reply).toContainText(assistant.unsureLabel);
    const offers = reply.getByRole('button');
    const questions = vague.options.map((entry) => entry.question);
    await expect(offers).toHaveText(questions);
    expect(vague.options.length).toBeGreaterThanOrEqual(2);
    // A screen reader hears the choices with the doubt: otherwise it would not know they exist.
    const announcer = dialog.locator('[aria-live="polite"]');
    await expect(announcer).toContainText(assistant.unsure);
    for (const question of questions) await expect(announcer).toContainText(question);
    await offers.first().click();
    await expect(turns.last()).toContainText(vague.options[0]?.answer ?? '');
  });

  test('in call mode the voice says the choices of a doubt, and the live region does not repeat it', async ({
    page,
  }) => {
    const vague = unsureQuestion();
    const { dialog, input, turns } = await openCall(page, { recognition: false });
    await input.fill(vague.question);
    await input.press('Enter');
    await expect(turns.last()).toContainText(assistant.unsure);
    await expect.poll(async () => (await speechRecord(page)).spoken).toHaveLength(1);
    const [said = ''] = (await speechRecord(page)).spoken;
    expect(said).toContain(assistant.unsure);
    for (const entry of vague.options) expect(said).toContain(entry.question);
    await expect(dialog.locator('[aria-live="polite"]')).toBeEmpty();
  });

  for (const voice of ['none', 'fails'] as const)
    test(`in call mode where the browser's voice ${voice === 'none' ? 'is missing' : 'fails'}, the live region says each answer`, async ({
      page,
    }) => {
      const { dialog, input, turns } = await openCall(page, { recognition: false, voice });
      const announcer = dialog.locator('[aria-live="polite"]');
      for (const entry of [first, second]) {
        await input.fill(entry.question);
        await input.press('Enter');
        await expect(turns.last()).toContainText(entry.answer);
        await expect(announcer).toHaveText(entry.answer);
      }
      expect(await page.evaluate(() => 'speechSynthesis' in window)).toBe(voice !== 'none');
    });

  test('in call mode a voice that failed once is tried again for the next answer', async ({
    page,
  }) => {
    const { dialog, input, turns } = await openCall(page, {
      recognition: false,
      voice: 'fails-once',
    });
    const announcer = dialog.locator('[aria-live="polite"]');
    await input.fill(first.question);
    await input.press('Enter');
    await expect(announcer).toHaveText(first.answer);
    await input.fill(second.question);
    await input.press('Enter');
    await expect(turns.last()).toContainText(second.answer);
    await expect.poll(async () => (await speechRecord(page)).spoken).toHaveLength(2);
    // Said by the voice, which worked this time: the region, which took the failed answer, is quiet.
    await page.waitForTimeout(200);
    await expect(announcer).toBeEmpty();
  });

  test('in call mode a new question silences the answer being spoken; the microphone notice comes first', async ({
    page,
  }) => {
    const { dialog, input } = await openCall(page, { recognition: true, heard: second.question });
    await expect(dialog).toContainText(assistant.micPrivacy);
    expect((await speechRecord(page)).listening).toBe(0);
    await input.fill(first.question);
    await input.press('Enter');
    await expect.poll(async () => (await speechRecord(page)).spoken).toEqual([first.answer]);

    const typing = (await speechRecord(page)).cancels;
    await input.pressSequentially('wh');
    expect((await speechRecord(page)).cancels).toBe(typing + 1);

    const speaking = (await speechRecord(page)).cancels;
    await dialog.getByRole('button', { name: assistant.micStart }).click();
    await expect.poll(async () => (await speechRecord(page)).listening).toBe(1);
    expect((await speechRecord(page)).cancels).toBeGreaterThan(speaking);
    await expect
      .poll(async () => (await speechRecord(page)).spoken)
      .toEqual([first.answer, second.answer]);
    // Each was cut off on purpose ("interrupted"): the voice still says the answers, alone.
    await expect(dialog.locator('[aria-live="polite"]')).toBeEmpty();
  });

  test('on a 360x640 phone in call mode, the conversation has most of the dialog', async ({
    page,
  }) => {
    const { dialog } = await openCall(page, { recognition: true }, { width: 360, height: 640 });
    await expect(dialog).toContainText(assistant.micPrivacy);
    // Between the title bar and the field: the room the answers get, notes scrolled away.
    const share = await dialog.evaluate((el) => {
      const top = el.firstElementChild?.getBoundingClientRect().bottom ?? 0;
      const field = el.querySelector('input')?.getBoundingClientRect().top ?? 0;
      return (field - top) / el.getBoundingClientRect().height;
    });
    expect(share).toBeGreaterThan(0.55);
  });

  for (const width of [320, 360]) {
    test(`at ${width} px in call mode, Speak and Ask share a row, never Ask alone under the field`, async ({
      page,
    }) => {
      const { dialog, input } = await openCall(page, { recognition: true }, { width, height: 640 });
      const buttons = [assistant.micStart, assistant.send].map((name) =>
        dialog.getByRole('button', { name, exact: true }),
      );
      const box = async (locator: Locator) => {
        const found = await locator.boundingBox();
        if (!found) throw new Error(`${locator.toString()} is not shown`);
        return found;
      };
      const [speak, ask, field] = await Promise.all([...buttons, input].map(box));
      if (!speak || !ask || !field) throw new Error('a box is missing');
      expect(Math.abs(speak.y - ask.y)).toBeLessThan(2);
      for (const button of buttons) await expect(button).toBeInViewport({ ratio: 1 });
      // Either all three fit one row, or the field has a row of its own above both buttons.
      if (field.y + field.height > ask.y) expect(ask.x).toBeGreaterThan(field.x + field.width);
      else expect(field.width).toBeGreaterThan(width * 0.7);
    });
  }

  for (const width of [320, 360]) {
    test(`at ${width} px the question field shows its whole placeholder, writing and calling`, async ({
      page,
    }) => {
      /** The placeholder's width in the field's own font, and the room inside its padding. */
      const measure = (field: Locator) =>
        field.evaluate((el: HTMLInputElement) => {
          const style = getComputedStyle(el);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) throw new Error('no canvas');
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
          return {
            text: context.measureText(el.placeholder).width,
            room: el.clientWidth - padding,
          };
        });
      await page.setViewportSize({ width, height: 640 });
      const writing = await measure((await openChat(page)).input);
      const call = await openCall(page, { recognition: true }, { width, height: 640 });
      // The call's own row (Speak beside Ask) is laid out once Speak is there.
      await expect(call.dialog.getByRole('button', { name: assistant.micStart })).toBeVisible();
      const calling = await measure(call.input);
      for (const { text, room } of [writing, calling]) {
        expect(text).toBeGreaterThan(0);
        expect(text, `"${assistant.placeholder}"`).toBeLessThanOrEqual(room);
      }
    });
  }

  // Short screens: a phone on its side, and one with its keyboard up.
  for (const [width, height, where] of [
    [640, 360, 'on a phone on its side'],
    [360, 400, 'with a phone keyboard up'],
  ] as const) {
    test(`${where} (${width}x${height}) in call mode, Close, the field and the newest answer stay in view`, async ({
      page,
    }) => {
      const { dialog, input, turns } = await openCall(
        page,
        { recognition: true },
        { width, height },
      );
      await expect(dialog).toContainText(assistant.micPrivacy);
      for (const entry of [first, second, first]) {
        await input.fill(entry.question);
        await input.press('Enter');
        await expect(turns.last()).toContainText(entry.answer);
        // Bringing the answer into view scrolls the conversation, not the dialog around it.
        await expect(input).toBeInViewport({ ratio: 1 });
        await expect(input).toBeFocused();
        // The way out stays in view too.
        await expect(dialog.getByRole('button', { name: assistant.close })).toBeInViewport({
          ratio: 1,
        });
        // The answer's top is inside the conversation's box, not above it or below its fold.
        const place = await turns.last().evaluate((el) => {
          const box = el.closest('ol')?.parentElement;
          const top = el.getBoundingClientRect().top - (box?.getBoundingClientRect().top ?? 0);
          return { top, height: box?.clientHeight ?? 0 };
        });
        expect(place.top).toBeGreaterThanOrEqual(0);
        expect(place.top).toBeLessThan(place.height);
      }
    });
  }

  test('closing gives the focus back to the button that opened it, even where a click does not focus it', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    // As Safari does: a clicked button does not take the focus.
    await page.evaluate(() =>
      document.addEventListener('mousedown', (event) => event.preventDefault(), true),
    );
    const [ask] = sampleQuestions.questions;
    const openers = [
      page.getByRole('button', { name: theoriesGrid.callButton }),
      page.getByRole('button', { name: `${assistant.askButton}: ${ask}` }),
      page.getByRole('button', { name: assistant.chatButton, exact: true }),
    ];
    const { dialog } = dialogParts(page);
    for (const opener of openers) {
      await opener.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });

  test('closing the dialog while it listens drops what was heard: nothing is asked', async ({
    page,
  }) => {
    // The microphone would hear a question long after Speak; the dialog closes before. Stopped
    // instead of aborted, it would deliver the question at once.
    const { dialog, turns } = await openCall(page, {
      recognition: true,
      heard: second.question,
      delay: 60_000,
    });
    await expect(turns).toHaveCount(1);
    await dialog.getByRole('button', { name: assistant.micStart }).click();
    await expect.poll(async () => (await speechRecord(page)).listening).toBe(1);
    await dialog.getByRole('button', { name: assistant.close }).click();
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(300);
    expect((await speechRecord(page)).spoken).toEqual([]);
    await page.getByRole('button', { name: theoriesGrid.callButton }).click();
    await expect(dialog).toBeVisible();
    // Only the greeting: a question asked would have added itself and its answer.
    await expect(turns).toHaveCount(1);
  });

  test('a refused microphone is said, and the field takes the focus', async ({ page }) => {
    const { dialog, input } = await openCall(page, { recognition: true, refused: true });
    // The live region is there, empty, before the refusal, so a screen reader hears it.
    const status = dialog.getByRole('status');
    await expect(status).toBeEmpty();
    const region = await status.elementHandle();
    await dialog.getByRole('button', { name: assistant.micStart }).click();
    await expect(status).toHaveText(assistant.noSpeechInput);
    expect(await region?.evaluate((node) => node.isConnected && node.textContent)).toBe(
      assistant.noSpeechInput,
    );
    await expect(dialog.getByRole('button', { name: assistant.micStart })).toHaveCount(0);
    await expect(input).toBeFocused();
  });
});
