import { Link } from 'react-router-dom';
import { PATHS } from '@gtm/contracts/paths';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { CardGrid } from '../../../components/card-grid.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { StatList } from '../../../components/stat-list.tsx';
import { STATS } from '../../../config/copy.ts';

const PROCESS = [
  { title: 'Day 1: Kickoff', text: 'We learn the role, the team and what great looks like for you.' },
  { title: 'Day 2: Shortlist', text: 'We match pre-vetted candidates from our talent pool.' },
  { title: 'Day 3: Interview afternoon', text: 'Meet 6-12 candidates in 15-minute segments.' },
  { title: 'Day 4: Deep dives', text: 'Second conversations with the people you liked most.' },
  { title: 'Day 5: Offer', text: 'Make your hiring decision and your offer.' },
] as const;

/** `/for-employers`. */
export function ForEmployersPage() {
  useDocumentHead({
    title: pageTitle('For Employers'),
    description: 'Hire pre-vetted SDRs, BDRs and AEs in 5 business days, and pay only on success.',
  });
  return (
    <>
      <section aria-labelledby="employers-title" className="mk-hero mk-hero--compact">
        <div className="mk-container mk-hero__inner">
          <p className="mk-eyebrow">For employers</p>
          <h1 id="employers-title" className="mk-hero__title">
            Hire Pre-Vetted GTM Talent in 5 Business Days
          </h1>
          <div className="mk-actions">
            <Link to={{ pathname: PATHS.home, hash: 'contact' }} className="mk-button">
              Book A Meeting
            </Link>
            <Link to={PATHS.employerAuth} className="mk-button mk-button--ghost">
              Employer sign in
            </Link>
          </div>
        </div>
      </section>
      <PageSection id="benefits" title="Why Employers Hire With Us">
        <StatList stats={[STATS.accepted, STATS.exclusive, STATS.retention, STATS.days]} />
      </PageSection>
      <PageSection id="process" title="The 5-Day Process" tone="muted">
        <CardGrid items={PROCESS} />
      </PageSection>
      <PageSection id="talent-combine" title="See a Talent Combine">
        <p className="mk-lead">
          A curated package of 5-7 candidate one-pagers, shared with your team.{' '}
          <Link to={PATHS.talentCombine}>How the Talent Combine works</Link>
        </p>
      </PageSection>
    </>
  );
}
