import { useEffect, useRef } from 'react';

const AWAITING = 'is-awaiting-reveal';
const REVEALED = 'is-revealed';

/** Whether any part of a box (as an observer measured it) is inside the viewport. */
const isInViewport = (box: DOMRectReadOnly) => box.bottom > 0 && box.top < window.innerHeight;

/**
 * Animates an element in once, the first time it scrolls into view. Only elements out of view when the page
 * mounts wait hidden (`is-awaiting-reveal`): what the visitor already sees, such as a pre-rendered page before
 * its code ran, never disappears. Whether an element is in view comes from its observer's first report, not
 * from measuring it while the page hydrates (each measure forced a layout in the middle of hydration); an
 * element hidden then is out of view, so hiding it is never seen. The CSS animates only under
 * `prefers-reduced-motion: no-preference`; without IntersectionObserver nothing waits.
 */
export function useRevealOnce<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const reveal = () => {
      element.classList.remove(AWAITING);
      element.classList.add(REVEALED);
    };
    if (typeof IntersectionObserver === 'undefined') {
      reveal();
      return undefined;
    }
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        const shown = entry.isIntersecting || (first && isInViewport(entry.boundingClientRect));
        if (shown) {
          reveal();
          observer.disconnect();
        } else if (first) element.classList.add(AWAITING);
        first = false;
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
