const PITCH_STEPS = [
  {
    title: 'Create Your Profile',
    text: 'Show your sales methodologies, the industries you sold into and your numbers.',
  },
  { title: 'Get Matched', text: 'We turn your profile into a one-pager companies hiring GTM talent read.' },
  { title: 'Land Your Next Role', text: 'Meet hiring managers who already know what you bring.' },
] as const;

/** The wide-screen pitch beside the sign-in form (spec section 2); hidden on narrow screens by CSS. */
export function PitchPanel() {
  return (
    <aside className="gtm-sign-in__pitch" aria-labelledby="gtm-pitch-heading" data-testid="pitch-panel">
      <h2 id="gtm-pitch-heading">How it works</h2>
      <ol className="gtm-sign-in__pitch-steps">
        {PITCH_STEPS.map((step, index) => (
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
