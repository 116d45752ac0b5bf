import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { AssistantWords, Source } from '../../content';
import { knowledge } from '../../content/knowledge';
import type { AssistantRequest } from '../../lib/assistant-bus';
import { logChatMessage } from '../../lib/chat-log';
import { Message } from './message';
import { replyForLog, replyTo } from './reply';
import { createRetriever } from './retrieval';
import { recognitionClass, speak, stopSpeaking, type Recognition } from './speech';

export interface Turn {
  id: number;
  who: 'visitor' | 'pharaoh';
  text: string;
  sources?: Source[];
  next?: string[];
}

interface Props {
  request: AssistantRequest;
  words: AssistantWords;
  samples: readonly string[];
  onClose: () => void;
}

const retriever = createRetriever(knowledge);

/** The built-in assistant: a modal dialog that answers from the site's knowledge, by text or voice. */
export default function AssistantDialog({ request, words, samples, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const recognition = useRef<Recognition | null>(null);
  const [turns, setTurns] = useState<Turn[]>([{ id: 0, who: 'pharaoh', text: words.greeting }]);
  const [announcement, setAnnouncement] = useState('');
  const [draft, setDraft] = useState('');
  const [listening, setListening] = useState(false);
  const call = request.mode === 'call';
  const canListen = call && recognitionClass() !== null;

  const ask = (question: string) => {
    const asked = question.trim();
    if (!asked) return;
    const reply = replyTo(asked, retriever, words);
    setTurns((current) => [
      ...current,
      { id: current.length, who: 'visitor', text: asked },
      {
        id: current.length + 1,
        who: 'pharaoh',
        text: reply.text,
        sources: reply.sources,
        next: reply.next,
      },
    ]);
    setAnnouncement(reply.text);
    setDraft('');
    if (call) speak(reply.text);
    const channel = call ? 'voice' : 'text';
    void logChatMessage('visitor', channel, asked);
    void logChatMessage('assistant', channel, replyForLog(reply, words.sourcesLabel));
  };
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    if (request.question) askRef.current(request.question);
    input.current?.focus();
    const closed = () => onClose();
    element.addEventListener('close', closed);
    return () => {
      element.removeEventListener('close', closed);
      recognition.current?.stop();
      stopSpeaking();
    };
  }, [request, onClose]);

  const toggleListening = () => {
    const Recognition = recognitionClass();
    if (!Recognition) return;
    if (listening) {
      recognition.current?.stop();
      return;
    }
    const rec = new Recognition();
    rec.lang = 'en-GB';
    rec.interimResults = false;
    rec.onresult = (event) => askRef.current(event.results[0]?.[0]?.transcript ?? '');
    rec.onend = () => setListening(false);
    rec.onerror = () => setListening(false);
    recognition.current = rec;
    setListening(true);
    rec.start();
  };

  // Keep Tab and Shift+Tab inside the dialog while it is open.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled])',
      ),
    ];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
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
      aria-labelledby="assistant-title"
      className="assistant m-auto flex max-h-[min(44rem,90dvh)] w-[min(40rem,94vw)] flex-col rounded-2xl border border-line bg-surface p-0 text-text shadow-2xl backdrop:bg-black/60"
    >
      <header className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
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
      </header>
      <ol className="flex-1 space-y-3 overflow-y-auto px-5 py-4" aria-label="Conversation">
        {turns.map((turn) => (
          <Message key={turn.id} turn={turn} words={words} onAsk={ask} />
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="space-y-3 border-t border-line px-5 py-4">
        {turns.length === 1 && (
          <div>
            <p className="text-xs tracking-wider text-muted uppercase">{words.samplesLabel}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {samples.map((sample) => (
                <li key={sample}>
                  <button
                    type="button"
                    onClick={() => ask(sample)}
                    className="rounded-full border border-line px-3 py-1 text-left text-sm first-letter:uppercase hover:border-accent"
                  >
                    {sample}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {call && !canListen && <p className="text-sm text-muted">{words.noSpeechInput}</p>}
        <form onSubmit={submit} className="flex flex-wrap gap-2">
          <label className="sr-only" htmlFor="assistant-input">
            {words.inputLabel}
          </label>
          <input
            ref={input}
            id="assistant-input"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={words.placeholder}
            autoComplete="off"
            maxLength={500}
            className="min-w-[12rem] flex-1 rounded-full border border-line bg-bg px-4 py-2"
          />
          {canListen && (
            <button
              type="button"
              onClick={toggleListening}
              aria-pressed={listening}
              className="rounded-full border border-line px-3 py-2 text-sm"
            >
              {listening ? words.micStop : words.micStart}
            </button>
          )}
          <button type="submit" className="btn-primary min-h-0 px-4 py-2">
            {words.send}
          </button>
        </form>
        {listening && <p className="text-sm text-accent">{words.listening}</p>}
        <p className="text-xs text-muted">{words.notice}</p>
      </div>
    </dialog>
  );
}
