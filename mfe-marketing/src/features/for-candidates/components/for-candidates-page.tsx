import { Link } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import { PUBLIC_HEADS } from '@gtm/contracts/public-heads';
import { useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { CardGrid } from '../../../components/card-grid.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { StatList } from '../../../components/stat-list.tsx';
import { TestimonialList } from '../../../components/testimonial-list.tsx';
import { STATS } from '../../../config/copy.ts';
import type { TTestimonial } from '../../../config/landing-content.ts';
import avatarAisha from '../../../assets/avatar-aisha.svg';
import avatarChris from '../../../assets/avatar-chris.svg';
import avatarJordan from '../../../assets/avatar-jordan.svg';

const STEPS = [
  { title: '1. Create Your Profile', text: 'Tell us how you sell: your role, methodologies and results.' },
  { title: '2. Get Vetted', text: 'We review your profile and turn it into a one-pager companies read.' },
  { title: '3. Get Matched', text: 'We put you in front of companies hiring for your role.' },
  { title: '4. Land Your Next Role', text: 'Interview in one afternoon and get an answer fast.' },
] as const;

/** Candidates' words: qualitative, or a claim of spec sections 1 and 9. */
const CANDIDATE_TESTIMONIALS: readonly TTestimonial[] = [
  {
    content:
      'My one-pager showed how I sell, not just where I worked. I met three hiring managers in one afternoon.',
    author: 'Jordan Blake',
    role: 'SDR, now at a Series A SaaS company',
    avatar: avatarJordan,
  },
  {
    content:
      'Fifteen-minute interviews meant I could show my deal story to several teams without taking a week off.',
    author: 'Aisha Okafor',
    role: 'Account Executive, FinTech',
    avatar: avatarAisha,
  },
  {
    content:
      'Most of the roles were exclusive, so I was not competing with hundreds of applicants from a job board.',
    author: 'Chris Nakamura',
    role: 'BDR, MarTech',
    avatar: avatarChris,
  },
];

/** `/for-candidates`. */
export function ForCandidatesPage() {
  useDocumentHead(PUBLIC_HEADS[PATHS.forCandidates]);
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
      <PageSection id="testimonials" title="What Candidates Say">
        <TestimonialList items={CANDIDATE_TESTIMONIALS} />
      </PageSection>
    </>
  );
}
