import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport (and from then on). Without
 * IntersectionObserver it is true once mounted.
 */
export function useNearViewport<T extends Element>(rootMargin: string) {
  const ref = useRef<T>(null);
  // False on the first render everywhere, so a server-rendered page and the browser's first
  // render agree (the server has no viewport).
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after mount, as useMounted
      setNear(true);
      return;
    }
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
