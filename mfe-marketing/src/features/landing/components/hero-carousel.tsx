import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CAROUSEL_IMAGE_SIZE, CAROUSEL_IMAGES, CAROUSEL_TIMING } from '../../../config/landing-content.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const subscribeToReducedMotion = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
// The page is also rendered to HTML ahead of time, where no preference is known: it hydrates as "rotating".
const noPreferenceKnown = () => false;

const logImageFailure = (index: number) =>
  console.error(`hero carousel: image ${index + 1} failed to load (${CAROUSEL_IMAGES[index]?.src ?? ''})`);

/** The next index after `index` among the images that have not failed, wrapping to the first. */
const nextIndex = (index: number, failed: ReadonlySet<number>) => {
  for (let step = 1; step <= CAROUSEL_IMAGES.length; step += 1) {
    const candidate = (index + step) % CAROUSEL_IMAGES.length;
    if (!failed.has(candidate)) return candidate;
  }
  return index;
};

/**
 * The hero's team pictures (spec sections 4 and 9): the active one fully visible, the others transparent, a
 * 500 ms fade every 3000 ms, wrapping. A picture that fails to load is hidden and skipped, and only logged.
 * Rotation pauses while hovered or focused and on the Pause button (WCAG 2.2.2), and starts paused when the
 * visitor prefers reduced motion.
 */
export function HeroCarousel() {
  const [active, setActive] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    prefersReducedMotion,
    noPreferenceKnown,
  );
  // Until the visitor presses the button, the slideshow follows the motion preference.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (paused || held) return undefined;
    const timer = window.setInterval(
      () => setActive((index) => nextIndex(index, failed)),
      CAROUSEL_TIMING.rotateMs,
    );
    return () => window.clearInterval(timer);
  }, [paused, held, failed]);

  const onImageError = (index: number) => {
    logImageFailure(index);
    setFailed((current) => new Set(current).add(index));
  };

  // The page arrives pre-rendered: an image may have failed before this code ran, its error event long gone.
  const images = useRef<(HTMLImageElement | null)[]>([]);
  useEffect(() => {
    const broken = images.current.flatMap((image, index) =>
      image?.complete && image.naturalWidth === 0 ? [index] : [],
    );
    if (broken.length === 0) return;
    broken.forEach(logImageFailure);
    setFailed((current) => new Set([...current, ...broken]));
  }, []);

  // A failed image is skipped at once, even when it was the one showing.
  const shown = failed.has(active) ? nextIndex(active, failed) : active;

  return (
    <div
      className="mk-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label="Our team at work"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      // Set through the CSSOM, not as a style attribute: the pre-rendered page's policy refuses inline styles.
      ref={(carousel) => carousel?.style.setProperty('--mk-fade-ms', `${CAROUSEL_TIMING.fadeMs}ms`)}
    >
      <div className="mk-carousel__frame">
        {CAROUSEL_IMAGES.map((image, index) =>
          failed.has(index) ? null : (
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              width={CAROUSEL_IMAGE_SIZE.width}
              height={CAROUSEL_IMAGE_SIZE.height}
              className="mk-carousel__image"
              ref={(image) => {
                images.current[index] = image;
              }}
              data-active={index === shown}
              aria-hidden={index !== shown}
              decoding="async"
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              onError={() => onImageError(index)}
            />
          ),
        )}
      </div>
      <button
        type="button"
        className="mk-carousel__toggle"
        aria-pressed={paused}
        onClick={() => setPausedByVisitor(!paused)}
      >
        {paused ? 'Play slideshow' : 'Pause slideshow'}
      </button>
    </div>
  );
}
