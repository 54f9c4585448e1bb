import type { TTestimonial } from '../config/landing-content.ts';

/** Testimonials as quotes with their author, role and avatar. */
export function TestimonialList({ items }: { items: readonly TTestimonial[] }) {
  return (
    <ul className="mk-testimonials">
      {items.map((item) => (
        <li key={item.author} className="mk-testimonial">
          <figure>
            <blockquote>
              <p>{item.content}</p>
            </blockquote>
            <figcaption className="mk-testimonial__author">
              <img src={item.avatar} alt="" width={48} height={48} loading="lazy" decoding="async" />
              <span>
                <strong>{item.author}</strong>
                <span>{item.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
