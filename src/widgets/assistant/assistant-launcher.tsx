import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { AssistantWords } from '../../content';
import { ASSISTANT_EVENT, type AssistantRequest } from '../../lib/assistant-bus';
import type { Turn } from './reply';

// The dialog, the knowledge and the search library load only when the assistant first opens.
const AssistantDialog = lazy(() => import('./assistant-dialog'));

interface Props {
  words: AssistantWords;
  samples: readonly string[];
  showChatButton: boolean;
}

/**
 * Opens the built-in assistant: from START A CALL and the chat button (through the assistant
 * event) and from the sample questions' buttons (`data-ask`, wired here by delegation).
 */
export function AssistantLauncher({ words, samples, showChatButton }: Props) {
  const [request, setRequest] = useState<AssistantRequest | null>(null);
  // Kept here, not in the dialog, so that closing it (on purpose or by a stray tap on the
  // backdrop) and opening it again shows the conversation so far. The greeting offers the sample
  // questions inside the conversation, which scrolls, so a small screen still shows the field.
  const [turns, setTurns] = useState<Turn[]>(() => [
    {
      id: 0,
      who: 'pharaoh',
      text: words.greeting,
      next: [...samples],
      nextLabel: words.samplesLabel,
    },
  ]);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const open = (next: AssistantRequest) => {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setRequest(next);
    };
    window.addEventListener(
      ASSISTANT_EVENT,
      (event) => open((event as CustomEvent<AssistantRequest>).detail),
      { signal: controller.signal },
    );
    document.addEventListener(
      'click',
      (event) => {
        const button =
          event.target instanceof Element ? event.target.closest<HTMLElement>('[data-ask]') : null;
        if (button?.dataset.ask) open({ mode: 'text', question: button.dataset.ask });
      },
      { signal: controller.signal },
    );
    document.documentElement.dataset.assistant = 'ready';
    return () => {
      controller.abort();
      delete document.documentElement.dataset.assistant;
    };
  }, []);

  const close = useCallback(() => {
    setRequest(null);
    returnFocus.current?.focus();
  }, []);

  return (
    <>
      {showChatButton && (
        <button
          type="button"
          onClick={(event) => {
            returnFocus.current = event.currentTarget;
            setRequest({ mode: 'text' });
          }}
          className="btn-primary fixed right-3 bottom-[calc(var(--bar-height)+0.75rem)] z-30 min-h-0 px-4 py-2 text-sm shadow-xl"
        >
          {words.chatButton}
        </button>
      )}
      {request && (
        <Suspense fallback={null}>
          <AssistantDialog
            request={request}
            words={words}
            onClose={close}
            turns={turns}
            setTurns={setTurns}
          />
        </Suspense>
      )}
    </>
  );
}
