import { Link } from 'react-router-dom';
import { PATHS } from '@gtm/contracts/paths';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@gtm/contracts/product';
import { useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { CardGrid } from '../../../components/card-grid.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { StatList } from '../../../components/stat-list.tsx';
import { SERVICES, STATS } from '../../../config/copy.ts';
import { SampleProfileCard } from './sample-profile-card.tsx';

/** `/`: the landing page, one section per header anchor. */
export function LandingPage() {
  useDocumentHead({
    title: `${PRODUCT_NAME} | ${PRODUCT_TAGLINE}`,
    description:
      'Hire pre-vetted SDRs, BDRs and AEs in as little as 5 business days. Meet 6-12 candidates in one afternoon and pay only on success.',
  });
  return (
    <>
      <section id="home" aria-labelledby="home-title" className="mk-hero">
        <div className="mk-container mk-hero__inner">
          <p className="mk-eyebrow">GTM talent acquisition</p>
          <h1 id="home-title" className="mk-hero__title">
            The Fastest Way to Hire
          </h1>
          <p className="mk-hero__lead">
            Go-to-market talent, pre-vetted and ready to interview: a community of {STATS.talent.value} sales
            leaders and job seekers, and a 5-business-day hiring process.
          </p>
          <div className="mk-actions">
            <Link to={{ pathname: PATHS.home, hash: 'contact' }} className="mk-button">
              Book A Meeting
            </Link>
            <Link to={PATHS.forCandidates} className="mk-button mk-button--ghost">
              I&apos;m a candidate
            </Link>
          </div>
        </div>
      </section>

      <PageSection id="partners" title="Backed by Leading Investors" tone="muted">
        <p className="mk-lead">Seven investors back the GTM Combine team and its mission.</p>
      </PageSection>

      <PageSection id="what-we-do" title="What We Do" eyebrow="Profiles that sell the candidate">
        <p className="mk-lead">
          Every candidate comes with a profile that shows how they sell, not only where they worked.
        </p>
        <SampleProfileCard />
      </PageSection>

      <PageSection id="services" title="Services" tone="muted">
        <CardGrid items={SERVICES} />
      </PageSection>

      <PageSection id="how-we-work" title="How We Work">
        <CardGrid
          items={[
            {
              title: 'Success-based hiring',
              text: 'Access the talent pool at no upfront cost: you pay only when you hire.',
            },
            {
              title: 'One-time process audit',
              text: 'We review your interview process and show where great candidates drop out.',
            },
          ]}
        />
      </PageSection>

      <PageSection id="testimonials" title="What Hiring Managers Say" tone="muted">
        <StatList stats={[STATS.quota, STATS.salary, STATS.retention, STATS.success]} />
      </PageSection>

      <PageSection id="contact" title="Let's Talk" tone="dark">
        <p className="mk-lead">Tell us about the roles you are hiring for.</p>
        <p>Response Time: Within 24 hours</p>
      </PageSection>
    </>
  );
}
