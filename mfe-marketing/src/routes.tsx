import { PATHS } from '@gtm/contracts/paths';
import { injectStyle } from '@gtm/web-kit/inject-style.ts';
import type { TRemoteRoutesModule } from '@gtm/web-kit/remote-routes.ts';
import { ForCandidatesPage } from './features/for-candidates/components/for-candidates-page.tsx';
import { ForEmployersPage } from './features/for-employers/components/for-employers-page.tsx';
import { LandingPage } from './features/landing/components/landing-page.tsx';
import { TalentCombinePage } from './features/talent-combine/components/talent-combine-page.tsx';
import css from './styles/marketing.css';

/** The id of the public pages' stylesheet; pre-rendered pages carry it inline under the same id. */
export const MARKETING_STYLE_ID = 'mfe-marketing';

injectStyle(MARKETING_STYLE_ID, css);

/** The public pages, mounted by the shell. */
export const routes: TRemoteRoutesModule['routes'] = [
  { path: PATHS.home, Component: LandingPage },
  { path: PATHS.forEmployers, Component: ForEmployersPage },
  { path: PATHS.forCandidates, Component: ForCandidatesPage },
  { path: PATHS.talentCombine, Component: TalentCombinePage },
];
