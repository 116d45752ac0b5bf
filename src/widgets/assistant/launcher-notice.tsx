import { useEffect } from 'react';

/** A notice that can be dismissed (with its button or Escape), or one that waits. */
type Props = { text: string } & (
  { onClose: () => void; closeLabel: string } | { onClose?: undefined; closeLabel?: undefined }
);

/**
 * A note pinned above the chat button: that Pharaoh is on his way (a status, shown only if the
 * download takes a moment), or that he could not be reached (an alert).
 */
export function LauncherNotice({ text, onClose, closeLabel }: Props) {
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
      role={onClose ? 'alert' : 'status'}
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
