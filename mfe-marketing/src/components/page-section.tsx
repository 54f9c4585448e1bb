import type { ReactNode } from 'react';

interface TPageSectionProps {
  id: string;
  title: string;
  eyebrow?: string;
  tone?: 'light' | 'muted' | 'dark';
  children: ReactNode;
}

/** A full-width band of a marketing page, labelled by its heading (and an anchor target when it has an id). */
export function PageSection({ id, title, eyebrow, tone = 'light', children }: TPageSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`mk-section mk-section--${tone}`}>
      <div className="mk-container">
        {eyebrow && <p className="mk-eyebrow">{eyebrow}</p>}
        <h2 id={headingId} className="mk-section__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
