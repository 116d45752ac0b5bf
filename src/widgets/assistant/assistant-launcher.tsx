import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { AssistantWords } from '../../content';
import {
  ASSISTANT_EVENT,
  type AssistantEventDetail,
  type AssistantRequest,
} from '../../lib/assistant-bus';
import { WidgetBoundary } from '../../lib/widget-boundary';
import { LauncherNotice } from './launcher-notice';
import type { Turn } from './reply';

// The dialog, the knowledge and the search library load only when the assistant first opens.
const loadDialog = () => lazy(() => import('./assistant-dialog'));

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
  const [Dialog, setDialog] = useState(loadDialog);
  // The dialog's download failed (offline, or a page left open across a deploy): say so beside
  // the button rather than leave START A CALL doing nothing, and load afresh on the next try.
  const [failed, setFailed] = useState(false);
  // What a screen reader is told while Pharaoh downloads: a region there from the start, which
  // a screen reader watches, rather than one that arrives with its text.
  const [opening, setOpening] = useState('');

  // `from` is what takes the focus back on closing: each button that opens it passes itself,
  // since Safari does not focus a clicked button.
  const open = useCallback(
    (next: AssistantRequest, from: Element | null = document.activeElement) => {
      returnFocus.current = from instanceof HTMLElement ? from : null;
      setFailed(false);
      setRequest(next);
    },
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    window.addEventListener(
      ASSISTANT_EVENT,
      (event) => {
        const { from, ...next } = (event as CustomEvent<AssistantEventDetail>).detail;
        open(next, from);
      },
      { signal: controller.signal },
    );
    document.addEventListener(
      'click',
      (event) => {
        const button =
          event.target instanceof Element ? event.target.closest<HTMLElement>('[data-ask]') : null;
        if (button?.dataset.ask) open({ mode: 'text', question: button.dataset.ask }, button);
      },
      { signal: controller.signal },
    );
    document.documentElement.dataset.assistant = 'ready';
    return () => {
      controller.abort();
      delete document.documentElement.dataset.assistant;
    };
  }, [open]);

  const close = useCallback(() => {
    setRequest(null);
    returnFocus.current?.focus();
  }, []);

  const dismiss = useCallback(() => {
    setFailed(false);
    // Back to the button that asked, if the focus was on the notice; not from wherever the
    // visitor has moved on to since (Escape works from anywhere).
    const at = document.activeElement;
    if (!at || at === document.body || at.closest('[role="alert"]')) returnFocus.current?.focus();
  }, []);

  const onFailed = useCallback(() => {
    close();
    setFailed(true);
    // React calls loadDialog as an updater: a new lazy component, which imports afresh.
    setDialog(loadDialog);
  }, [close]);

  return (
    <>
      {showChatButton && (
        <button
          type="button"
          onClick={(event) => open({ mode: 'text' }, event.currentTarget)}
          className="btn-primary fixed right-3 noscript:hidden bottom-[calc(var(--bar-height)+0.75rem)] z-30 min-h-0 px-4 py-2 text-sm shadow-xl max-sm:bottom-[calc(var(--bar-height)+0.5rem)] max-sm:size-11 max-sm:rounded-full max-sm:p-0"
        >
          {/* On a phone a round button with the ankh covers less of the page beneath it; its
              name stays the words, for screen readers and voice control. */}
          <span aria-hidden="true" className="text-2xl leading-none tracking-normal sm:hidden">
            ☥
          </span>
          <span className="max-sm:sr-only">{words.chatButton}</span>
        </button>
      )}
      <p role="status" className="sr-only noscript:hidden">
        {opening}
      </p>
      {failed && (
        <LauncherNotice text={words.loadFailed} onClose={dismiss} closeLabel={words.close} />
      )}
      {request && (
        <WidgetBoundary name="Pharaoh's dialog" onError={onFailed}>
          <Suspense fallback={<LauncherNotice text={words.opening} announce={setOpening} />}>
            <Dialog
              request={request}
              words={words}
              onClose={close}
              turns={turns}
              setTurns={setTurns}
            />
          </Suspense>
        </WidgetBoundary>
      )}
    </>
  );
}
