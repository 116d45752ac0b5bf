import { useNow } from '../../lib/use-now';
import { formatCairoTime } from './cairo-time';
import { MoonIcon } from './moon-icon';
import { moonPhaseAt } from './moon-phase';

interface Labels {
  moonLabel: string;
  clockLabel: string;
  placeholder: string;
  regionLabel: string;
  illuminated: (percent: number) => string;
}

const HOUR_MS = 3_600_000;

function MoonReadout({ labels }: { labels: Labels }) {
  const hour = useNow(HOUR_MS);
  const moon = hour === null ? null : moonPhaseAt(hour);
  return (
    <p className="flex items-center gap-3" data-testid="moon">
      <MoonIcon fraction={moon?.fraction ?? null} />
      {/* Room reserved for the longest phase name, so the bar does not shift when it changes;
          never more than the screen leaves beside the icon and the bar's padding (6rem). */}
      <span className="flex min-w-[min(8.5rem,calc(100vw-6rem))] flex-col leading-tight">
        <span aria-hidden="true" className="text-[0.7rem] tracking-[0.2em] text-muted uppercase">
          {labels.moonLabel}
        </span>
        <span className="font-medium">
          <span className="sr-only">{labels.moonLabel}: </span>
          {moon ? (
            <>
              <span data-testid="moon-name">{moon.name}</span>
              <span className="block text-xs text-muted">
                <span className="sr-only">, </span>
                {labels.illuminated(Math.round(moon.illumination * 100))}
              </span>
            </>
          ) : (
            <>
              {labels.placeholder}
              <span className="block text-xs">&nbsp;</span>
            </>
          )}
        </span>
      </span>
    </p>
  );
}

function CairoClock({ labels }: { labels: Labels }) {
  const now = useNow();
  return (
    <p className="flex flex-col items-end leading-tight">
      <span className="text-[0.7rem] tracking-[0.2em] text-muted uppercase" aria-hidden="true">
        {labels.clockLabel}
      </span>
      <span className="min-w-[6.5rem] text-right font-medium tabular-nums">
        <span className="sr-only">{labels.clockLabel} </span>
        <time data-testid="cairo-time">
          {now === null ? labels.placeholder : formatCairoTime(now)}
        </time>
      </span>
    </p>
  );
}

/** The live sky bar: moon phase (hourly) and Cairo's local time (every second). */
export function SkyBar({ labels }: { labels: Labels }) {
  return (
    <section
      aria-label={labels.regionLabel}
      className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 border-y border-line px-4 py-3 text-sm sm:px-6 noscript:hidden"
    >
      <MoonReadout labels={labels} />
      <CairoClock labels={labels} />
    </section>
  );
}
