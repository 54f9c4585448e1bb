import { PATHS } from '@gtm/contracts/paths';
import { injectStyle } from '@gtm/web-kit/inject-style.ts';
import type { TRemoteRoutesModule } from '@gtm/web-kit/remote-routes.ts';
import { AdminLayout } from './components/admin-layout.tsx';
import { SkeletonPage } from './components/skeleton-page.tsx';
import { ClientCompaniesPage } from './features/client-companies/components/client-companies-page.tsx';
import { ClientUsersPage } from './features/client-users/components/client-users-page.tsx';
import css from './styles/admin.css';

injectStyle('mfe-admin', css);

const skeleton = (path: string, title: string, summary: string) => ({
  path,
  element: <SkeletonPage title={title} summary={summary} />,
});

/** The admin area, mounted by the shell behind its admin guard. List, create and edit views share one screen. */
export const routes: TRemoteRoutesModule['routes'] = [
  {
    Component: AdminLayout,
    children: [
      skeleton(
        PATHS.admin.dashboard,
        'Admin Dashboard',
        'Counts of candidates, one-pagers, talent combines and contact submissions, quick actions and recent activity.',
      ),
      ...[PATHS.admin.candidates, PATHS.admin.candidateNew, PATHS.admin.candidate].map((path) =>
        skeleton(path, 'Candidate Management', 'Incomplete registrations and complete candidate profiles.'),
      ),
      ...[PATHS.admin.onePagers, PATHS.admin.onePagerNew, PATHS.admin.onePager].map((path) =>
        skeleton(path, 'One-Pagers', 'Candidate one-pagers and the talent combines they belong to.'),
      ),
      ...[PATHS.admin.talentCombines, PATHS.admin.talentCombineNew, PATHS.admin.talentCombine].map((path) =>
        skeleton(path, 'Talent Combines', 'Curated packages of 5-7 one-pagers shared with clients.'),
      ),
      skeleton(
        PATHS.admin.contactSubmissions,
        'Contact Submissions',
        'Messages sent through the contact form.',
      ),
      skeleton(PATHS.admin.settings, 'Account Settings', 'Manage your account preferences and settings'),
      { path: PATHS.admin.clientCompanies, Component: ClientCompaniesPage },
      { path: PATHS.admin.clientUsers, Component: ClientUsersPage },
    ],
  },
];
