import type { Page } from '@playwright/test';

/**
 * Test doubles for the browser's speech: what is spoken and each cancel are recorded on
 * `window.speech`, and the microphone "hears" `heard` after `delay` ms, or is refused. As in
 * Chromium, `stop()` delivers what was heard so far and `abort()` drops it. As in browsers, a
 * cancel ends the utterance being said with an "interrupted" error. `voice: 'fails'` makes every
 * utterance fail, with the error Safari gives any failure ("canceled"), and `'fails-once'` the
 * first only; `voice: 'none'` takes speech synthesis away altogether.
 */
export async function installSpeechDoubles(
  page: Page,
  options: {
    recognition: boolean;
    heard?: string;
    refused?: boolean;
    delay?: number;
    voice?: 'speaks' | 'fails' | 'fails-once' | 'none';
  },
): Promise<void> {
  await page.addInitScript(
    ({ recognition, heard, refused, delay, voice }) => {
      if (window !== window.top) return;
      const speech = { spoken: [] as string[], cancels: 0, listening: 0 };
      Object.assign(window, { speech, spoken: speech.spoken });
      let saying: SpeechSynthesisUtterance | null = null;
      const end = (utterance: SpeechSynthesisUtterance, error: string) =>
        utterance.onerror?.call(utterance, { error } as SpeechSynthesisErrorEvent);
      if (voice !== 'none')
        Object.defineProperty(window, 'speechSynthesis', {
          value: {
            speak: (u: SpeechSynthesisUtterance) => {
              speech.spoken.push(u.text);
              saying = u;
              const fails =
                voice === 'fails' || (voice === 'fails-once' && speech.spoken.length === 1);
              if (fails) setTimeout(() => end(u, 'canceled'), 10);
            },
            cancel: () => {
              speech.cancels += 1;
              if (saying) end(saying, 'interrupted');
              saying = null;
            },
          },
        });
      else {
        Reflect.deleteProperty(Window.prototype, 'speechSynthesis');
        Reflect.deleteProperty(window, 'speechSynthesis');
      }
      class FakeRecognition {
        lang = '';
        interimResults = false;
        onresult: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        onerror: ((e: { error: string }) => void) | null = null;
        private timer = 0;
        private ended = false;
        start() {
          speech.listening += 1;
          this.ended = false;
          this.timer = window.setTimeout(() => {
            // As Chromium does when the microphone is refused: an error, then the end.
            if (refused) {
              this.onerror?.({ error: 'not-allowed' });
              this.onend?.();
              return;
            }
            this.stop();
          }, delay);
        }
        stop() {
          window.clearTimeout(this.timer);
          // Once ended, a session has nothing left to deliver.
          if (this.ended) return;
          this.ended = true;
          if (!refused) this.onresult?.({ results: [[{ transcript: heard }]] });
          this.onend?.();
        }
        abort() {
          window.clearTimeout(this.timer);
          if (this.ended) return;
          this.ended = true;
          this.onend?.();
        }
      }
      const w = window as unknown as Record<string, unknown>;
      delete w.webkitSpeechRecognition;
      delete w.SpeechRecognition;
      if (recognition) w.SpeechRecognition = FakeRecognition;
    },
    {
      recognition: options.recognition,
      heard: options.heard ?? 'how tall is the great pyramid today',
      refused: options.refused ?? false,
      delay: options.delay ?? 50,
      voice: options.voice ?? 'speaks',
    },
  );
}

export interface SpeechRecord {
  spoken: string[];
  cancels: number;
  listening: number;
}

export const speechRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { speech: SpeechRecord }).speech);
