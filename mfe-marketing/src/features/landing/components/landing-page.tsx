import { Suspense, lazy } from 'react';
import type { Ref } from 'react';
import { PATHS } from '@gtm/contracts/paths';
import { PUBLIC_HEADS } from '@gtm/contracts/public-heads';
import { useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { CardGrid } from '../../../components/card-grid.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { TestimonialList } from '../../../components/testimonial-list.tsx';
import { SERVICES, STATS } from '../../../config/copy.ts';
import { useNearViewport } from '../../../hooks/use-near-viewport.ts';
import { HOW_WE_WORK, TESTIMONIALS } from '../../../config/landing-content.ts';
import { CONTACT_EMAIL, SCHEDULING_URL } from '../../../config/links.ts';
import { HeroCarousel } from './hero-carousel.tsx';
import { PartnerGrid } from './partner-grid.tsx';
import { SampleProfileCard } from './sample-profile-card.tsx';

// The form (and the schema it validates with) sits at the bottom of the page: its code loads when the visitor
// nears it, not with the page.
const ContactForm = lazy(() =>
  import('./contact-form.tsx').then((module) => ({ default: module.ContactForm })),
);
const CONTACT_FORM_MARGIN = '600px';

/** Where the form goes, at its size (no layout shift when it arrives). */
function ContactFormPlaceholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className="mk-form mk-form--placeholder" aria-hidden="true" />;
}

/** `/`: the landing page, one section per header anchor. */
export function LandingPage() {
  useDocumentHead(PUBLIC_HEADS[PATHS.home]);
  // Never in the pre-rendered page either: sent before its code ran, it would go out as a GET, fields in the URL.
  const [contactFormSlot, nearContactForm] = useNearViewport<HTMLDivElement>(CONTACT_FORM_MARGIN);
  return (
    <>
      <section id="home" aria-labelledby="home-title" className="mk-hero">
        <div className="mk-container mk-hero__layout">
          <div className="mk-hero__inner">
            <p className="mk-eyebrow">GTM talent acquisition</p>
            <h1 id="home-title" className="mk-hero__title">
              The Fastest Way to Hire
            </h1>
            <p className="mk-hero__lead">
              Go-to-market talent, pre-vetted and ready to interview: a community of {STATS.talent.value}{' '}
              sales leaders and job seekers, and a 5-business-day hiring process.
            </p>
            <div className="mk-actions">
              <a className="mk-button" href={SCHEDULING_URL} target="_blank" rel="noopener noreferrer">
                Learn More<span className="mk-visually-hidden"> (opens a scheduling page in a new tab)</span>
              </a>
            </div>
          </div>
          <HeroCarousel />
        </div>
      </section>

      <PageSection id="partners" title="Backed by Leading Investors" tone="muted">
        <PartnerGrid />
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
        <CardGrid items={HOW_WE_WORK} />
      </PageSection>

      <PageSection id="testimonials" title="What Hiring Managers Say" tone="muted">
        <TestimonialList items={TESTIMONIALS} />
      </PageSection>

      <PageSection id="contact" title="Let's Talk" tone="dark">
        <div className="mk-contact">
          <div>
            <p className="mk-lead">Tell us about the roles you are hiring for.</p>
            <div className="mk-actions">
              <a className="mk-button" href={SCHEDULING_URL} target="_blank" rel="noopener noreferrer">
                Book A Meeting<span className="mk-visually-hidden"> (opens in a new tab)</span>
              </a>
            </div>
            <p>
              E-mail us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
            <p>Response Time: Within 24 hours</p>
          </div>
          {nearContactForm ? (
            <Suspense fallback={<ContactFormPlaceholder />}>
              <ContactForm />
            </Suspense>
          ) : (
            <ContactFormPlaceholder ref={contactFormSlot} />
          )}
        </div>
      </PageSection>
    </>
  );
}
