/** Appends autoplay and mute to an embed URL, with `?` or `&` as the URL needs. */
export function videoSrc(src: string, autoplay: boolean): string {
  if (!autoplay) return src;
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('mute', '1');
  return url.toString();
}

/** The watch page of a YouTube embed URL: where the facade leads when scripts do not run. */
export function watchUrl(embedSrc: string): string {
  const id = new URL(embedSrc).pathname.split('/').pop() ?? '';
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}
