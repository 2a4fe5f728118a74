import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport (and from then on). Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(rootMargin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near] as const;
}
