import type { ReactNode } from 'react';
import { useRevealOnce } from '../hooks/use-reveal-once.ts';

interface TPageSectionProps {
  id: string;
  title: string;
  eyebrow?: string;
  tone?: 'light' | 'muted' | 'dark';
  children: ReactNode;
}

/**
 * A full-width band of a marketing page, labelled by its heading and an anchor target. It
 * animates in once when scrolled into view.
 */
export function PageSection({ id, title, eyebrow, tone = 'light', children }: TPageSectionProps) {
  const headingId = `${id}-title`;
  const ref = useRevealOnce<HTMLDivElement>();
  return (
    <section id={id} aria-labelledby={headingId} className={`mk-section mk-section--${tone}`}>
      <div ref={ref} className="mk-container mk-reveal">
        {eyebrow && <p className="mk-eyebrow">{eyebrow}</p>}
        <h2 id={headingId} className="mk-section__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
