import type { TSignInVariant } from '@gtm/contracts/operations/sign-in';

type TPitchStep = { title: string; text: string };

/** Spec section 2: the three steps of a candidate's way through the portal. */
const CANDIDATE_STEPS: readonly TPitchStep[] = [
  {
    title: 'Create Your Profile',
    text: 'Show your sales methodologies, the industries you sold into and your numbers.',
  },
  { title: 'Get Matched', text: 'We turn your profile into a one-pager companies hiring GTM talent read.' },
  { title: 'Land Your Next Role', text: 'Meet hiring managers who already know what you bring.' },
];

/** The employer sign-in speaks to its own audience: companies hiring (the landing page's promises). */
const EMPLOYER_STEPS: readonly TPitchStep[] = [
  {
    title: 'Share Your Hiring Needs',
    text: 'Tell us which GTM roles you are filling: SDRs, BDRs or account executives.',
  },
  {
    title: 'Meet Pre-Vetted Talent',
    text: 'Review one-pagers in a talent combine, then meet 6-12 candidates in one afternoon.',
  },
  {
    title: 'Hire in 5 Business Days',
    text: 'Make hiring decisions in as fast as 5 business days, and pay only on success.',
  },
];

/** The admin sign-in speaks to the team running the portal: what an admin does there, in the admin area's order. */
const ADMIN_STEPS: readonly TPitchStep[] = [
  {
    title: 'Review Candidates',
    text: 'Check new registrations and complete profiles, with every answer, resume and headshot.',
  },
  {
    title: 'Build One-Pagers',
    text: 'Turn the strongest profiles into one-pagers and bundle them into talent combines.',
  },
  {
    title: 'Share With Clients',
    text: 'Share each combine with the right client companies and follow their feedback.',
  },
];

/** The wide-screen pitch beside the sign-in form (spec section 2); hidden on narrow screens by CSS. */
export function PitchPanel({ variant }: { variant: TSignInVariant }) {
  const steps = variant === 'employer' ? EMPLOYER_STEPS : variant === 'admin' ? ADMIN_STEPS : CANDIDATE_STEPS;
  return (
    <aside className="gtm-sign-in__pitch" aria-labelledby="gtm-pitch-heading" data-testid="pitch-panel">
      <h2 id="gtm-pitch-heading">How it works</h2>
      <ol className="gtm-sign-in__pitch-steps">
        {steps.map((step, index) => (
          <li key={step.title}>
            <span className="gtm-sign-in__pitch-number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </aside>
  );
}
