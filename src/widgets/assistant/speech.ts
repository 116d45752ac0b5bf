/** The browser's own speech, where it exists; nothing is sent to any outside service by us. */
interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

export interface Recognition {
  lang: string;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onend: (() => void) | null;
  /** `error` is "not-allowed" when the microphone is refused, "audio-capture" without one. */
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  stop(): void;
  /** Stops without delivering what was heard so far. */
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

export function recognitionClass(): RecognitionConstructor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * The utterance being said. An error of any other one is of an utterance cut off on purpose:
 * browsers do not agree on the error's name for that (Safari names every failure "canceled").
 * Held here, it is also not collected while it speaks, which can silence it in Chromium.
 */
let saying: SpeechSynthesisUtterance | null = null;

/**
 * Says `text`, cutting off what was being said. `failed` runs if the browser cannot say it (no
 * speech at all, no voice installed, or speech it does not allow here).
 */
export function speak(text: string, failed: () => void): void {
  if (!('speechSynthesis' in window)) return failed();
  stopSpeaking();
  const utterance = (saying = new SpeechSynthesisUtterance(text));
  utterance.lang = 'en-GB';
  utterance.rate = 0.95;
  utterance.onerror = () => {
    if (utterance === saying) failed();
  };
  speechSynthesis.speak(utterance);
}

export function stopSpeaking(): void {
  saying = null;
  if ('speechSynthesis' in window) speechSynthesis.cancel();
}
