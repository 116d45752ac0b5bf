import { useEffect, useRef, useState } from 'react';
import type { Picture } from '../../content';
import { useHydrated } from '../../lib/use-hydrated';
import { useMediaQuery } from '../../lib/use-media-query';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useReachable } from './use-reachable';
import { videoSrc, watchUrl } from './video-url';

interface Props {
  src: string;
  title: string;
  className?: string;
  autoplay?: boolean;
  poster: Picture;
  playLabel: string;
  watchLabel: string;
  unavailableLabel: string;
}

/**
 * Reusable 16:9 embed. The prerendered HTML holds a click-to-play facade (a poster linking to
 * the video), so nothing is asked of the video host before the page is live. Once hydrated, an
 * autoplay video becomes an iframe that plays muted when it comes within half a screen of the
 * viewport; otherwise, and always under reduced motion, the facade stays until the visitor
 * clicks it. When the video host cannot be reached, the poster says so and links to the
 * video's page instead of opening a player that would show the browser's error page.
 */
export function VideoFrame({
  src,
  title,
  className = '',
  autoplay = false,
  poster,
  playLabel,
  watchLabel,
  unavailableLabel,
}: Props) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [started, setStarted] = useState(false);
  const hydrated = useHydrated();
  const [frameRef, near] = useNearViewport<HTMLDivElement>();
  // Swapping the poster for the player while the poster has focus would drop the focus to the
  // top of the page, so the autoplay waits for a keyboard visitor to move on. A chosen video
  // takes the focus with it into the player.
  const [focused, setFocused] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const wanted = hydrated && ((autoplay && !reduceMotion && near && !focused) || started);
  const reach = useReachable(src, wanted);
  const live = wanted && reach === 'yes';
  const down = reach === 'no';
  useEffect(() => {
    if (started && live) player.current?.focus();
  }, [started, live]);
  return (
    <figure className={`mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 ${className}`}>
      <div
        ref={frameRef}
        className="relative overflow-hidden rounded-xl border border-line bg-black pb-[56.25%] shadow-lg"
      >
        {live ? (
          <iframe
            ref={player}
            src={videoSrc(src, true)}
            title={title}
            loading="lazy"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full"
          />
        ) : (
          <a
            href={watchUrl(src)}
            data-hold-click
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onClick={(event) => {
              if (down) return;
              event.preventDefault();
              setStarted(true);
            }}
            className="group absolute inset-0 block size-full -outline-offset-4"
          >
            <img
              src={poster.src}
              alt={poster.alt}
              width={poster.width}
              height={poster.height}
              loading="lazy"
              decoding="async"
              className="size-full object-cover opacity-80"
            />
            {down ? (
              <span className="absolute inset-x-4 bottom-4 mx-auto max-w-md rounded-lg bg-surface px-3 py-2 text-center text-sm text-text shadow-lg">
                {unavailableLabel}
                <span className="sr-only"> ({title})</span>
              </span>
            ) : (
              <>
                <span className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-accent text-on-accent shadow-xl transition-transform group-hover:scale-105 group-focus-visible:shadow-[0_0_0_2px_#070a1c,0_0_0_5px_var(--focus),0_0_0_7px_#070a1c] motion-reduce:transition-none">
                  <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-1 size-7 fill-current">
                    <path d="M8 5v14l11-7z" />
                  </svg>
                </span>
                <span className="sr-only">
                  {playLabel}: {title}
                </span>
              </>
            )}
          </a>
        )}
      </div>
      <figcaption className="mt-3 text-center text-sm text-muted">
        {title}
        <span aria-hidden="true"> · </span>
        <a
          className="link whitespace-nowrap"
          href={watchUrl(src)}
          aria-label={`${watchLabel}: ${title}`}
        >
          {watchLabel}
        </a>
      </figcaption>
    </figure>
  );
}
