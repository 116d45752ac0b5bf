import { useNow } from '../../lib/use-now';
import { pad2, remainingUntil } from './countdown';

interface Content {
  targetUtc: string;
  label: string;
  why: { text: string; href: string };
  arrived: string;
  units: { days: string; hours: string; minutes: string; seconds: string };
}

/**
 * Each number sits in a box of at least its digits' width, so ticking digits and the placeholder
 * never shift it; a reader's own letter spacing may widen it, never split the number.
 * Narrow phones get a smaller size: the row must fit 320 px in the fallback serif as well.
 */
function Unit({ value, unit, width }: { value: string; unit: string; width: string }) {
  return (
    <span className="flex items-baseline gap-0.5 min-[25rem]:gap-1">
      <span
        className={`${width} inline-block text-right whitespace-nowrap font-display text-base font-semibold tabular-nums min-[25rem]:text-lg sm:text-xl`}
      >
        {value}
      </span>
      <span className="text-[0.65rem] tracking-normal text-bar-muted uppercase min-[25rem]:tracking-wider">
        {unit}
      </span>
    </span>
  );
}

/**
 * Fixed bottom bar counting down to the target. role="timer" is not a live region, so screen
 * readers read it on demand and are not interrupted every second.
 */
export function CountdownBar({ content }: { content: Content }) {
  const now = useNow();
  const target = Date.parse(content.targetUtc);
  const left = now === null ? undefined : remainingUntil(target, now);
  return (
    <aside
      aria-label={content.label}
      className="fixed inset-x-0 bottom-0 z-40 h-(--bar-height) border-t border-gold/40 bg-bar text-bar-text shadow-[0_-8px_24px_rgb(0_0_0/0.25)]"
    >
      <div
        role="timer"
        className="mx-auto flex h-full max-w-6xl flex-col items-center justify-center gap-0.5 px-4 sm:flex-row sm:justify-between"
      >
        <span className="text-[0.7rem] tracking-[0.25em] text-bar-muted uppercase max-[22.5rem]:tracking-wider max-[20rem]:tracking-normal">
          {content.label}{' '}
          {/* Where the label alone fills the line (under 20rem of the reader's text size), the
              link gives way, so the bar keeps its height: what it links to stays on the page. */}
          <a
            href={content.why.href}
            // Browsers open a closed <details> a link points into (Chromium; Safari from 26.2,
            // Firefox from 139); others would only change the address. Open it first.
            onClick={() =>
              document.querySelector(content.why.href)?.closest('details')?.setAttribute('open', '')
            }
            className="-my-1 inline-block py-1 max-[20rem]:hidden text-bar-text underline underline-offset-2 hover:text-gold"
          >
            {content.why.text}
          </a>
        </span>
        <span
          data-testid="countdown"
          className="flex min-h-7 flex-wrap items-baseline justify-center gap-x-1.5 max-sm:-mx-4 min-[25rem]:gap-x-3 noscript:hidden"
        >
          {left === null ? (
            <span className="font-display text-lg font-semibold">{content.arrived}</span>
          ) : (
            <>
              <Unit
                width="min-w-[4.2ch]"
                value={left ? String(left.days) : '----'}
                unit={content.units.days}
              />
              <Unit
                value={left ? pad2(left.hours) : '--'}
                unit={content.units.hours}
                width="min-w-[2.4ch]"
              />
              <Unit
                value={left ? pad2(left.minutes) : '--'}
                unit={content.units.minutes}
                width="min-w-[2.4ch]"
              />
              <Unit
                value={left ? pad2(left.seconds) : '--'}
                unit={content.units.seconds}
                width="min-w-[2.4ch]"
              />
            </>
          )}
        </span>
      </div>
    </aside>
  );
}
