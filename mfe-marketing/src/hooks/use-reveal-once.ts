import { useEffect, useRef } from 'react';

/**
 * Marks an element `is-revealed` the first time it scrolls into view, then stops watching it (sections animate
 * in once). The CSS animates only under `prefers-reduced-motion: no-preference`, so the class is harmless
 * otherwise; without IntersectionObserver the element is revealed at once.
 */
export function useRevealOnce<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      element.classList.add('is-revealed');
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.classList.add('is-revealed');
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
