import { PARTNERS } from '../../../config/landing-content.ts';

/** The 7 investor marks in a grid of 4 then 3, greyscale until hovered (CSS). */
export function PartnerGrid() {
  return (
    <ul className="mk-partners" aria-label="Our investors">
      {PARTNERS.map((partner) => (
        <li key={partner.name} className="mk-partners__item">
          <img
            src={partner.image}
            alt={partner.alt}
            title={partner.name}
            width={200}
            height={56}
            loading="lazy"
            decoding="async"
            className="mk-partners__logo"
          />
        </li>
      ))}
    </ul>
  );
}
