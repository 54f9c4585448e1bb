import { PATHS } from '@gtm/contracts/paths';
import { injectStyle } from '@gtm/web-kit/inject-style.ts';
import type { TRemoteRoutesModule } from '@gtm/web-kit/remote-routes.ts';
import { CandidateLayout } from './components/candidate-layout.tsx';
import { DashboardPage } from './features/dashboard/components/dashboard-page.tsx';
import { AeOnboardingPage } from './features/onboarding/components/ae-onboarding-page.tsx';
import { SdrOnboardingPage } from './features/onboarding/components/sdr-onboarding-page.tsx';
import { OnePagerPage } from './features/one-pagers/components/one-pager-page.tsx';
import { OnePagersPage } from './features/one-pagers/components/one-pagers-page.tsx';
import { ProfilePage } from './features/profile/components/profile-page.tsx';
import { RoleSelectionPage } from './features/role-selection/components/role-selection-page.tsx';
import { SettingsPage } from './features/settings/components/settings-page.tsx';
import css from './styles/candidate.css';

injectStyle('mfe-candidate', css);

/** The candidate area, mounted by the shell behind its candidate guard. */
export const routes: TRemoteRoutesModule['routes'] = [
  {
    Component: CandidateLayout,
    children: [
      { path: PATHS.candidate.dashboard, Component: DashboardPage },
      { path: PATHS.candidate.profile, Component: ProfilePage },
      { path: PATHS.candidate.roleSelection, Component: RoleSelectionPage },
      { path: PATHS.candidate.onePagers, Component: OnePagersPage },
      { path: PATHS.candidate.onePager, Component: OnePagerPage },
      { path: PATHS.candidate.settings, Component: SettingsPage },
      { path: PATHS.candidate.onboardingSdr, Component: SdrOnboardingPage },
      { path: PATHS.candidate.onboardingAe, Component: AeOnboardingPage },
    ],
  },
];
