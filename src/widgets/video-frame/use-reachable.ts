import { useEffect, useState } from 'react';

/** Whether a host answered: not yet asked, answered, or unreachable. */
export type Reach = 'unknown' | 'yes' | 'no';

/**
 * Whether `url`'s host answers, asked once `wanted` turns true. A cross-origin frame whose host
 * cannot be reached shows the browser's error page and reports nothing to the page, so the video
 * asks first: a HEAD request without CORS, whose opaque answer says only that the host answered.
 */
export function useReachable(url: string, wanted: boolean): Reach {
  const [reach, setReach] = useState<Reach>('unknown');
  useEffect(() => {
    // A host found unreachable is asked again when the device comes back online.
    if (reach === 'no') {
      const retry = () => setReach('unknown');
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }
    if (!wanted || reach !== 'unknown') return;
    const abort = new AbortController();
    fetch(url, { method: 'HEAD', mode: 'no-cors', signal: abort.signal }).then(
      () => setReach('yes'),
      () => {
        if (!abort.signal.aborted) setReach('no');
      },
    );
    return () => abort.abort();
  }, [url, wanted, reach]);
  return reach;
}
