import { useEffect } from 'react';

/**
 * A notice that can be dismissed (with its button or Escape), or one that waits and gives
 * `announce` its text when it appears, and '' when it goes. `announce` must keep its identity
 * across renders (a state setter does): a new one would clear the announcement.
 */
type Props = { text: string } & (
  | { onClose: () => void; closeLabel: string; announce?: undefined }
  | { onClose?: undefined; closeLabel?: undefined; announce: (text: string) => void }
);

/**
 * A note pinned above the chat button: that Pharaoh is on his way (shown only if the download
 * takes a moment), or that he could not be reached (an alert). The first is not a live region
 * itself: a screen reader may miss a region that arrives with its text, so the launcher's
 * status, there from the start, says it instead.
 */
export function LauncherNotice({ text, onClose, closeLabel, announce }: Props) {
  useEffect(() => (announce ? () => announce('') : undefined), [announce]);
  useEffect(() => {
    if (!onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      role={onClose ? 'alert' : undefined}
      // Said by the launcher's status once; a second copy would be read out again.
      aria-hidden={onClose ? undefined : true}
      // The delayed appearance is an animation: its start is the moment the notice shows (a
      // tab in the background, whose animations wait, announces it when shown). Only this
      // element's own: a child's animation would bubble here.
      onAnimationStart={(event) => {
        if (event.target === event.currentTarget) announce?.(text);
      }}
      className={`fixed right-3 bottom-[calc(var(--bar-height)+3.5rem)] left-3 z-30 ml-auto flex max-w-sm items-start gap-3 rounded-lg border border-line bg-surface p-3 text-sm text-text shadow-xl ${onClose ? '' : 'after-a-moment'}`}
    >
      <p>{text}</p>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          className="rounded-full border border-line px-3 py-1"
        >
          {closeLabel}
        </button>
      )}
    </div>
  );
}
