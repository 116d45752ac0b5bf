import { useEffect, useState } from 'react';
import type { BadgeState, ProbeOutcome } from '../../lib/probe';
import { badgeStateOf } from '../../lib/probe';

interface Props {
  probe: () => Promise<ProbeOutcome>;
  labels: Record<BadgeState, string>;
}

const dot: Record<BadgeState, string> = {
  checking: 'bg-amber-400 motion-safe:animate-pulse',
  connected: 'bg-emerald-500',
  disconnected: 'bg-red-500',
};

/** Shows whether the backend's chat_logs table answers (product spec section 4). */
export function DbBadge({ probe, labels }: Props) {
  const [state, setState] = useState<BadgeState>('checking');
  useEffect(() => {
    let live = true;
    void probe().then((outcome) => {
      if (live) setState(badgeStateOf(outcome));
    });
    return () => {
      live = false;
    };
  }, [probe]);
  return (
    <p
      role="status"
      data-state={state}
      className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-xs font-medium whitespace-nowrap noscript:hidden"
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${dot[state]}`} />
      {labels[state]}
    </p>
  );
}
