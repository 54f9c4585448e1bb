import { PATHS } from '@gtm/contracts/paths';
import { injectStyle } from '@gtm/web-kit/inject-style.ts';
import type { TRemoteRoutesModule } from '@gtm/web-kit/remote-routes.ts';
import { CandidateLayout } from './components/candidate-layout.tsx';
import { SkeletonPage } from './components/skeleton-page.tsx';
import { DashboardPage } from './features/dashboard/components/dashboard-page.tsx';
import css from './styles/candidate.css';

injectStyle('mfe-candidate', css);

const skeleton = (path: string, title: string, summary: string) => ({
  path,
  element: <SkeletonPage title={title} summary={summary} />,
});

/** The candidate area, mounted by the shell behind its candidate guard. */
export const routes: TRemoteRoutesModule['routes'] = [
  {
    Component: CandidateLayout,
    children: [
      { path: PATHS.candidate.dashboard, Component: DashboardPage },
      skeleton(PATHS.candidate.profile, 'My Profile', 'Your profile as companies see it.'),
      skeleton(PATHS.candidate.roleSelection, 'Choose Your Role', 'SDR / BDR or Account Executive (AE).'),
      skeleton(PATHS.candidate.onePagers, 'My One-Pagers', 'Typically created within 2-3 business days'),
      skeleton(PATHS.candidate.settings, 'Settings', 'Profile, notifications, privacy and password.'),
      skeleton(
        PATHS.candidate.onboardingSdr,
        'SDR Profile',
        'Role understanding, SDR information and uploads.',
      ),
      skeleton(
        PATHS.candidate.onboardingAe,
        'AE Profile',
        'Basic information, sales experience, performance and preferences.',
      ),
    ],
  },
];
