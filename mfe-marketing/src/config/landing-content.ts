import avatarLuis from '../assets/avatar-luis.svg';
import avatarMorgan from '../assets/avatar-morgan.svg';
import avatarPriya from '../assets/avatar-priya.svg';
import partnerCobalt from '../assets/partner-cobalt-seed.svg';
import partnerHarbor from '../assets/partner-harbor-capital.svg';
import partnerKeystone from '../assets/partner-keystone-angels.svg';
import partnerLumen from '../assets/partner-lumen-growth.svg';
import partnerMeridian from '../assets/partner-meridian-labs-fund.svg';
import partnerNorthwind from '../assets/partner-northwind-ventures.svg';
import partnerSummit from '../assets/partner-summit-partners-fund.svg';
import teamHuddle from '../assets/team-huddle.svg';
import teamInterviews from '../assets/team-interviews.svg';
import teamOffer from '../assets/team-offer.svg';

/** Spec section 3: a carousel image has a source and alt text; ours are drawn in-house (src/assets). */
export interface TCarouselImage {
  src: string;
  alt: string;
}

/** Spec section 3: a partner logo has an image, alt text and a name. The investors are fictional marks. */
export interface TPartnerLogo {
  image: string;
  alt: string;
  name: string;
}

/** Spec section 3: a testimonial has content, author, role and avatar URL. */
export interface TTestimonial {
  content: string;
  author: string;
  role: string;
  avatar: string;
}

/** Intrinsic size of the drawn team pictures, so the hero reserves their box before they load. */
export const CAROUSEL_IMAGE_SIZE = { width: 800, height: 600 } as const;

/** Spec section 9: rotation every 3000 ms with a 500 ms fade, 3 images. */
export const CAROUSEL_TIMING = { rotateMs: 3000, fadeMs: 500 } as const;

export const CAROUSEL_IMAGES: readonly TCarouselImage[] = [
  { src: teamHuddle, alt: 'Illustration: the GTM Combine team planning a hiring sprint' },
  { src: teamInterviews, alt: 'Illustration: a hiring manager meeting a candidate in a 15-minute interview' },
  { src: teamOffer, alt: 'Illustration: a new sales hire and a hiring manager agreeing on an offer' },
];

export const PARTNERS: readonly TPartnerLogo[] = [
  { image: partnerNorthwind, alt: 'Northwind Ventures logo', name: 'Northwind Ventures' },
  { image: partnerHarbor, alt: 'Harbor Capital logo', name: 'Harbor Capital' },
  { image: partnerSummit, alt: 'Summit Partners Fund logo', name: 'Summit Partners Fund' },
  { image: partnerLumen, alt: 'Lumen Growth logo', name: 'Lumen Growth' },
  { image: partnerKeystone, alt: 'Keystone Angels logo', name: 'Keystone Angels' },
  { image: partnerCobalt, alt: 'Cobalt Seed logo', name: 'Cobalt Seed' },
  { image: partnerMeridian, alt: 'Meridian Labs Fund logo', name: 'Meridian Labs Fund' },
];

/** Hiring managers' words; every figure in them is a claim of spec sections 1 and 9. */
export const TESTIMONIALS: readonly TTestimonial[] = [
  {
    content:
      'We had a BDR in seat within 3 weeks. GTM Combine sent candidates who were already vetted for our role and our culture.',
    author: 'Morgan Ellis',
    role: 'VP of Sales, Series B SaaS company',
    avatar: avatarMorgan,
  },
  {
    content:
      'I met 8 pre-vetted SDRs in one afternoon, 15 minutes each, and we made our decision in 5 business days.',
    author: 'Priya Raman',
    role: 'Head of Sales Development, FinTech scale-up',
    avatar: avatarPriya,
  },
  {
    content:
      'Paying only on success made it an easy yes. The one-pagers showed how each AE sells, not just where they worked.',
    author: 'Luis Ortega',
    role: 'Chief Revenue Officer, MarTech startup',
    avatar: avatarLuis,
  },
];

export const HOW_WE_WORK = [
  {
    title: 'Success-based hiring',
    text: 'Access the talent pool at no upfront cost: you pay only when you hire.',
  },
  {
    title: 'One-time process audit',
    text: 'We audit your interview process once and share market insight on pay, team structures and coaching.',
  },
] as const;
