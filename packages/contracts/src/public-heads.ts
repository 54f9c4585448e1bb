import { PATHS } from './paths.ts';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from './product.ts';

/** Title and meta description of a public page; the canonical URL is the portal origin plus its path. */
export interface TPublicHead {
  title: string;
  description: string;
}

/**
 * The head of each public page, spelled once: the shell's server writes it into index.html before any script
 * runs (crawlers and link previews see it) and the pages set the same on client-side navigation.
 */
export const PUBLIC_HEADS = {
  [PATHS.home]: {
    title: `${PRODUCT_NAME} | ${PRODUCT_TAGLINE}`,
    description:
      'Hire pre-vetted SDRs, BDRs and AEs in as little as 5 business days. Meet 6-12 candidates in one afternoon and pay only on success.',
  },
  [PATHS.forEmployers]: {
    title: `For Employers | ${PRODUCT_NAME}`,
    description:
      'Hire top-5% sales talent in 5 business days: pre-vetted SDRs, BDRs and AEs, 15-minute interviews, and you pay only on success.',
  },
  [PATHS.forCandidates]: {
    title: `For Candidates | ${PRODUCT_NAME}`,
    description:
      'Join a community of 10,000+ sales leaders and job seekers. Build your sales profile and meet companies hiring SDRs, BDRs and AEs.',
  },
  [PATHS.talentCombine]: {
    title: `Talent Combine | ${PRODUCT_NAME}`,
    description:
      'A talent combine is a curated package of 5-7 candidate one-pagers, compiled for your role in 2-3 business days.',
  },
} as const satisfies Record<string, TPublicHead>;
export type TPublicPath = keyof typeof PUBLIC_HEADS;

/** The head of a public path, or undefined for any other path. */
export const publicHeadOf = (pathname: string): TPublicHead | undefined =>
  Object.hasOwn(PUBLIC_HEADS, pathname) ? PUBLIC_HEADS[pathname as TPublicPath] : undefined;
