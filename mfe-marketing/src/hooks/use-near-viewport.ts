import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport, once (it stays true). False while the page is
 * rendered ahead of time and hydrated, so parts below the fold load their code only when the visitor nears them.
 */
export function useNearViewport<T extends Element>(margin: string): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near];
}
