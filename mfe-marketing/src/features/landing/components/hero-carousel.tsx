import { useEffect, useState } from 'react';
import { CAROUSEL_IMAGE_SIZE, CAROUSEL_IMAGES, CAROUSEL_TIMING } from '../../../config/landing-content.ts';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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
  const [paused, setPaused] = useState(prefersReducedMotion);
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
    console.error(`hero carousel: image ${index + 1} failed to load (${CAROUSEL_IMAGES[index]?.src ?? ''})`);
    setFailed((current) => new Set(current).add(index));
    setActive((current) => (current === index ? nextIndex(index, new Set(failed).add(index)) : current));
  };

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
      style={{ ['--mk-fade-ms' as string]: `${CAROUSEL_TIMING.fadeMs}ms` }}
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
              data-active={index === active}
              aria-hidden={index !== active}
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
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? 'Play slideshow' : 'Pause slideshow'}
      </button>
    </div>
  );
}
