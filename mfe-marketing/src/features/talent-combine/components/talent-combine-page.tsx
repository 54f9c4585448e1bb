import { Link } from 'react-router-dom';
import { PATHS } from '@gtm/contracts/paths';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { CardGrid } from '../../../components/card-grid.tsx';
import { PageSection } from '../../../components/page-section.tsx';

/** `/talent-combine`. */
export function TalentCombinePage() {
  useDocumentHead({
    title: pageTitle('Talent Combine'),
    description: 'A curated compilation of 5-7 pre-vetted candidate one-pagers, ready for your hiring team.',
  });
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
      </PageSection>
    </>
  );
}
