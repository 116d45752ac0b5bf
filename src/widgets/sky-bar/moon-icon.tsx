import { litPath } from './moon-phase';

/** The moon drawn at its phase; decorative, the text beside it carries the meaning. */
export function MoonIcon({ fraction }: { fraction: number | null }) {
  return (
    <svg viewBox="-1.1 -1.1 2.2 2.2" aria-hidden="true" className="size-7 shrink-0">
      <circle r="1" className="fill-moon-dark" />
      {fraction !== null && <path d={litPath(fraction)} className="fill-moon-lit" />}
      <circle r="1" className="fill-none stroke-moon-lit/40" strokeWidth="0.06" />
    </svg>
  );
}
