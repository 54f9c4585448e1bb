import { Link } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import { PRODUCT_NAME } from '@gtm/contracts/product';
import { PUBLIC_HEADS } from '@gtm/contracts/public-heads';
import { useDocumentHead } from '@gtm/web-kit/document-head.ts';
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

/** What hiring with us changes; the right column states only our own claims (spec sections 1 and 9). */
const COMPARISON = [
  {
    aspect: 'Time to hire',
    usual: 'Weeks of sourcing and screening',
    ours: 'Hiring decisions in as fast as 5 business days',
  },
  { aspect: 'Upfront cost', usual: 'Retainers or job-board spend', ours: 'None: you pay only on success' },
  {
    aspect: 'Candidate vetting',
    usual: 'Resume keyword screens',
    ours: 'Top 5% accepted, double-vetted for role and culture',
  },
  {
    aspect: 'Interviews',
    usual: 'One candidate at a time, spread over weeks',
    ours: '6-12 candidates in one afternoon, 15-minute segments',
  },
  {
    aspect: 'Candidate detail',
    usual: 'A resume',
    ours: 'A one-pager: methodologies, industries, quota and deal story',
  },
] as const;

/** `/for-employers`. */
export function ForEmployersPage() {
  useDocumentHead(PUBLIC_HEADS[PATHS.forEmployers]);
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
      <PageSection id="comparison" title="How We Compare">
        <div className="mk-table-wrap">
          <table className="mk-table">
            <caption className="mk-visually-hidden">Usual hiring compared with {PRODUCT_NAME}</caption>
            <thead>
              <tr>
                <th scope="col">What matters</th>
                <th scope="col">Usual hiring</th>
                <th scope="col">{PRODUCT_NAME}</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
                <tr key={row.aspect}>
                  <th scope="row">{row.aspect}</th>
                  <td>{row.usual}</td>
                  <td>{row.ours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mk-actions">
          <Link to={{ pathname: PATHS.home, hash: 'contact' }} className="mk-button">
            Contact us
          </Link>
        </div>
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
