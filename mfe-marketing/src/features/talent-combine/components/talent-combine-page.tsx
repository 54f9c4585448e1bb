import { Link } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import { PUBLIC_HEADS } from '@gtm/contracts/public-heads';
import { useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { CardGrid } from '../../../components/card-grid.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { ProfileCardHeader } from '../../../components/profile-card-header.tsx';

/** An example compilation: the one-pagers of one combine (fictional candidates). */
const EXAMPLE_COMBINE = [
  { name: 'Avery Chen', title: 'SDR', focus: 'SaaS/Software, outbound to VP Sales' },
  { name: 'Riley Brooks', title: 'SDR', focus: 'FinTech, inbound and outbound' },
  { name: 'Sam Patel', title: 'BDR', focus: 'Healthcare, mid-market' },
  { name: 'Taylor Kim', title: 'Account Executive', focus: 'MarTech, mid-market SaaS' },
  { name: 'Jamie Rivera', title: 'Account Executive', focus: 'EdTech, enterprise' },
  { name: 'Casey Morgan', title: 'SDR', focus: 'E-commerce, outbound to CROs' },
] as const;

/** `/talent-combine`. */
export function TalentCombinePage() {
  useDocumentHead(PUBLIC_HEADS[PATHS.talentCombine]);
  return (
    <>
      <section aria-labelledby="combine-title" className="mk-hero mk-hero--compact">
        <div className="mk-container mk-hero__inner">
          <p className="mk-eyebrow">Talent Combine</p>
          <h1 id="combine-title" className="mk-hero__title">
            The Talent Combine
          </h1>
          <p className="mk-hero__lead">
            A curated package of 5-7 candidate one-pagers, each created within 2-3 business days.
          </p>
          <div className="mk-actions">
            <Link to={{ pathname: PATHS.home, hash: 'contact' }} className="mk-button">
              Book A Meeting
            </Link>
            <Link to={PATHS.forEmployers} className="mk-button mk-button--ghost">
              For employers
            </Link>
          </div>
        </div>
      </section>
      <PageSection id="explanation" title="What a Talent Combine Is">
        <p className="mk-lead">
          We turn each candidate&apos;s sales profile into a one-pager, then bundle 5-7 one-pagers for your
          role into a talent combine your hiring team reviews together. Pick the people you want to meet and
          interview them in one afternoon.
        </p>
      </PageSection>
      <PageSection id="example-compilation" title="Example Compilation" tone="muted">
        <p className="mk-lead">SDR &amp; AE Combine: six one-pagers prepared for a mid-market SaaS team.</p>
        <ul className="mk-grid">
          {EXAMPLE_COMBINE.map((candidate) => (
            <li key={candidate.name} className="mk-card">
              <h3>{candidate.name}</h3>
              <p>
                {candidate.title} · {candidate.focus}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="example-one-pager" title="Example One-Pager">
        <article className="mk-profile" aria-label="Example one-pager">
          <ProfileCardHeader title="Taylor Kim · Account Executive" subtitle="Austin, TX · Mid-market SaaS" />
          <dl className="mk-one-pager">
            <div>
              <dt>Methodologies</dt>
              <dd>MEDDIC, Challenger Sale</dd>
            </div>
            <div>
              <dt>Industries</dt>
              <dd>SaaS/Software, MarTech</dd>
            </div>
            <div>
              <dt>Average ACV</dt>
              <dd>$25,000 - $50,000</dd>
            </div>
            <div>
              <dt>Deal cycles</dt>
              <dd>60-90 days</dd>
            </div>
            <div>
              <dt>Deal walkthrough</dt>
              <dd>
                A stalled renewal at risk; mapped a new champion and ran a value review; renewed and expanded
                the account.
              </dd>
            </div>
          </dl>
        </article>
      </PageSection>
      <PageSection id="benefits" title="Why a Combine" tone="muted">
        <CardGrid
          items={[
            {
              title: 'Compare at a glance',
              text: 'Every one-pager follows the same shape: role, results, deal story.',
            },
            { title: 'Share with your team', text: 'One package your hiring team can review together.' },
            { title: 'Hire in days', text: 'Interview the candidates you pick in one afternoon.' },
          ]}
        />
        <div className="mk-actions">
          <Link to={{ pathname: PATHS.home, hash: 'contact' }} className="mk-button">
            Contact us
          </Link>
          <Link to={PATHS.forEmployers} className="mk-link">
            Hiring? See how it works for employers
          </Link>
        </div>
      </PageSection>
    </>
  );
}
