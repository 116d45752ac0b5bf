import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type KeyboardEvent,
  type SetStateAction,
} from 'react';
import type { AssistantWords } from '../../content';
// The knowledge as evaluated at build time (scripts/train-pharaoh.ts), without its figure modules.
import { knowledge } from './knowledge-data';
import type { AssistantRequest } from '../../lib/assistant-bus';
import { logChatMessage } from '../../lib/chat-log';
import { Message } from './message';
import { replyForLog, replyHeard, replyTo, type Turn } from './reply';
import { createRetriever } from './retrieval';
import { speak, stopSpeaking } from './speech';
import { useSpeechInput } from './use-speech-input';

interface Props {
  request: AssistantRequest;
  words: AssistantWords;
  onClose: () => void;
  /** The conversation, kept by the launcher so that closing the dialog does not lose it. */
  turns: Turn[];
  setTurns: Dispatch<SetStateAction<Turn[]>>;
}

const retriever = createRetriever(knowledge);

/** The built-in assistant: a modal dialog that answers from the site's knowledge, by text or voice. */
export default function AssistantDialog({ request, words, onClose, turns, setTurns }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const conversation = useRef<HTMLOListElement>(null);
  const [draft, setDraft] = useState('');
  const call = request.mode === 'call';
  // In a call the browser's voice says each answer; the live region, saying it too, would talk
  // over it to a screen reader's user. An answer the voice fails to say, the region says.
  const [voiceFailed, setVoiceFailed] = useState(false);
  const voiced = call && !voiceFailed;

  const ask = (question: string) => {
    const asked = question.trim();
    // The field takes focus back even from an empty submit (a second click on Ask).
    input.current?.focus();
    if (!asked) return;
    const reply = replyTo(asked, retriever, words);
    const heard = replyHeard(reply);
    setTurns((current) => [
      ...current,
      { id: current.length, who: 'visitor', text: asked },
      { ...reply, id: current.length + 1, who: 'pharaoh', heard },
    ]);
    setDraft('');
    // Speaking a new answer cuts off the one before it. Each answer tries the voice afresh: a
    // failure may pass (the audio device busy).
    setVoiceFailed(false);
    if (call) speak(heard, () => setVoiceFailed(true));
    const channel = call ? 'voice' : 'text';
    void logChatMessage('visitor', channel, asked);
    void logChatMessage('assistant', channel, replyForLog(reply, words.sourcesLabel));
  };
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  });
  const speech = useSpeechInput(call, (heard) => askRef.current(heard));
  // A refused microphone takes the Speak button away, and the focus with it: to the field.
  useEffect(() => {
    if (speech.refused) input.current?.focus();
  }, [speech.refused]);
  // Why the visitor types in call mode. The field, focused on opening, is described by it, so a
  // screen reader says it then; a refusal later is announced by the note's live region.
  const speechNote = call && !speech.available;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Already open, this is a second run of the effect in development (StrictMode, Fast
    // Refresh): the question was asked. No new request reaches an open dialog: it is modal,
    // so the page's buttons behind it cannot be used, and its own ask directly.
    if (!element.open) {
      element.showModal();
      if (request.question) askRef.current(request.question);
    }
    input.current?.focus();
    const closed = () => onClose();
    element.addEventListener('close', closed);
    return () => {
      element.removeEventListener('close', closed);
      stopSpeaking();
    };
  }, [request, onClose]);

  // The newest message comes into view, however long the conversation grows.
  useEffect(() => {
    const list = conversation.current;
    if (turns.length > 1 && list) list.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [turns]);

  const latest = turns[turns.length - 1];
  // Reopened, the dialog shows the conversation so far but announces only answers given since.
  const [announcedUpTo] = useState(() => latest?.id ?? 0);

  // Keep Tab and Shift+Tab inside the dialog while it is open: from one end to the other.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    // The dialog disables nothing, and each of its links has an address.
    const stops = event.currentTarget.querySelectorAll<HTMLElement>('a,button,input');
    const [from, to] = event.shiftKey ? [0, stops.length - 1] : [stops.length - 1, 0];
    if (document.activeElement === stops[from]) {
      event.preventDefault();
      stops[to]?.focus();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
  };

  return (
    <dialog
      ref={dialog}
      onKeyDown={trapFocus}
      // A tap on the backdrop closes it too, where the browser knows the attribute.
      closedby="any"
      aria-labelledby="assistant-title"
      className="assistant m-auto flex max-h-[min(44rem,90dvh)] w-[min(40rem,94vw)] scroll-pt-28 flex-col overflow-y-auto rounded-2xl border border-line bg-surface p-0 text-text shadow-2xl backdrop:bg-black/60"
    >
      {/* On a screen too short for all of it (a phone on its side, or with its keyboard up) the
          dialog scrolls, and the header with its Close button stays in view; under 20rem of
          text it scrolls away (styles.css). A div: a <header> here would be a second banner. */}
      <div className="sticky top-0 z-10 flex items-start justify-between gap-3 border-b border-line bg-surface px-4 py-4 sm:px-5">
        <div>
          <h2 id="assistant-title" className="font-display text-xl font-bold">
            {words.title}
          </h2>
          <p className="text-sm text-muted">{call ? words.callSubtitle : words.textSubtitle}</p>
        </div>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded-full border border-line px-3 py-1 text-sm"
        >
          {words.close}
        </button>
      </div>
      {/* The storage note scrolls away with the conversation: on a phone the answers need the
          room. The microphone's note stays by the Speak button it is about. */}
      <div className="min-h-[min(10rem,25dvh)] flex-1 space-y-3 overflow-y-auto px-3 py-4 sm:px-5">
        <p className="text-xs text-muted">{words.notice}</p>
        <ol ref={conversation} className="space-y-3" aria-label={words.conversationLabel}>
          {turns.map((turn) => (
            <Message key={turn.id} turn={turn} words={words} onAsk={ask} />
          ))}
        </ol>
      </div>
      {/* A new node per answer: a screen reader hears each answer once, even a repeated one. */}
      <div aria-live="polite" className="sr-only">
        {!voiced && latest && latest.id > announcedUpTo && <p key={latest.id}>{latest.heard}</p>}
      </div>
      <div className="space-y-3 border-t border-line px-4 py-4 sm:px-5">
        {/* There, empty, from the start, so that a refused microphone is announced, not only
            shown: a screen reader may miss a region that arrives with its text. While empty it
            is taken out of the flow (no gap above the field) but never hidden, which would
            silence it. */}
        <div role="status" className="empty:absolute">
          {speechNote && (
            <p id="assistant-speech-note" className="text-sm text-muted">
              {words.noSpeechInput}
            </p>
          )}
        </div>
        {speech.available && <p className="text-xs text-muted">{words.micPrivacy}</p>}
        <form onSubmit={submit} className="flex flex-wrap gap-2">
          <label className="sr-only" htmlFor="assistant-input">
            {words.inputLabel}
          </label>
          <input
            ref={input}
            id="assistant-input"
            aria-describedby={speechNote ? 'assistant-speech-note' : undefined}
            value={draft}
            onChange={(e) => {
              // A visitor who starts a new question wants Pharaoh to stop talking.
              if (call && !draft) stopSpeaking();
              setDraft(e.target.value);
            }}
            placeholder={words.placeholder}
            autoComplete="off"
            maxLength={500}
            className="min-w-0 flex-1 basis-48 rounded-full border border-line bg-bg px-4 py-2"
          />
          {/* On a phone Speak and Ask move under the field together (Ask alone there looked
          stray); on a narrower row still they wrap apart rather than spill sideways. */}
          <div className="ml-auto flex flex-wrap justify-end gap-2">
            {speech.available && (
              <button
                type="button"
                onClick={speech.toggle}
                className="rounded-full border border-line px-3 py-2 text-sm"
              >
                {speech.listening ? words.micStop : words.micStart}
              </button>
            )}
            <button type="submit" className="btn-primary min-h-0 px-4 py-2">
              {words.send}
            </button>
          </div>
        </form>
        {speech.listening && <p className="text-sm text-accent">{words.listening}</p>}
      </div>
    </dialog>
  );
}
