import { useMediaQuery } from '../../lib/use-media-query';
import { videoSrc } from './video-url';

interface Props {
  src: string;
  title: string;
  className?: string;
  autoplay?: boolean;
}

/** Reusable 16:9 embed. Autoplay adds autoplay and mute, except under reduced motion. */
export function VideoFrame({ src, title, className = '', autoplay = false }: Props) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <figure className={`mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 ${className}`}>
      <div className="relative overflow-hidden rounded-xl border border-line bg-black pb-[56.25%] shadow-lg">
        <iframe
          src={videoSrc(src, autoplay && !reduceMotion)}
          title={title}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full"
        />
      </div>
      <figcaption className="mt-3 text-center text-sm text-muted">{title}</figcaption>
    </figure>
  );
}
