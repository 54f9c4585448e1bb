import { Link } from 'react-router-dom';
import { PATHS } from '@gtm/contracts/paths';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { CardGrid } from '../../../components/card-grid.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { StatList } from '../../../components/stat-list.tsx';
import { STATS } from '../../../config/copy.ts';

const STEPS = [
  { title: '1. Create Your Profile', text: 'Tell us how you sell: your role, methodologies and results.' },
  { title: '2. Get Vetted', text: 'We review your profile and turn it into a one-pager companies read.' },
  { title: '3. Get Matched', text: 'We put you in front of companies hiring for your role.' },
  { title: '4. Land Your Next Role', text: 'Interview in one afternoon and get an answer fast.' },
] as const;

/** `/for-candidates`. */
export function ForCandidatesPage() {
  useDocumentHead({
    title: pageTitle('For Candidates'),
    description: 'Join 10,000+ sales professionals and get matched with companies hiring SDRs, BDRs and AEs.',
  });
  return (
    <>
      <section aria-labelledby="candidates-title" className="mk-hero mk-hero--compact">
        <div className="mk-container mk-hero__inner">
          <p className="mk-eyebrow">For candidates</p>
          <h1 id="candidates-title" className="mk-hero__title">
            Land Your Next Sales Role
          </h1>
          <div className="mk-actions">
            <Link to={PATHS.candidateAuth} className="mk-button">
              Create your profile
            </Link>
            <Link to={`${PATHS.candidateAuth}?signin=true`} className="mk-button mk-button--ghost">
              Sign in
            </Link>
          </div>
        </div>
      </section>
      <PageSection id="benefits" title="Why Candidates Join">
        <StatList stats={[STATS.salary, STATS.exclusive, STATS.quota]} />
      </PageSection>
      <PageSection id="process" title="How It Works" tone="muted">
        <CardGrid items={STEPS} />
      </PageSection>
    </>
  );
}
