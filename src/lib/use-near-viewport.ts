import { useCallback, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport; once true it stays true.
 * Browsers' own lazy loading starts iframes well over a screen away, which on a phone means at
 * once; this waits until the visitor is actually getting close.
 */
export function useNearViewport<T extends Element>(
  margin = '50% 0px',
): [ref: (element: T | null) => (() => void) | undefined, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}
